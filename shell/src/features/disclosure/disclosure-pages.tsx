import { Link } from 'react-router';
import { DocumentLink, DocumentList } from '../../components/document-link';
import { InstitutionalPage, PageSection } from '../../components/institutional-page';
import { documents } from '../../data/documents';
import { auditReports, disclosureItems, eoaLetters, nirfSubmissions, placementRecords, serviceRules } from '../../data/disclosures';
import { GovernanceChart } from './governance-chart';

function MandatoryDisclosurePage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        The full disclosure for the year: <DocumentLink document={documents.mandatoryDisclosure202526} />
      </p>
      <ol className="disclosure-index">
        {disclosureItems.map((item) => (
          <li key={item.title}>
            <span className="disclosure-index__title">{item.title}</span>
            {item.answer && <span className="disclosure-index__answer">{item.answer}</span>}
            {item.document && <DocumentLink document={item.document} label="Read the document" />}
            {item.to && (
              <Link to={item.to} className="disclosure-index__link">
                {item.answer ? 'More' : 'Read'}
                <span className="visually-hidden">: {item.title}</span>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </InstitutionalPage>
  );
}

function AllEoasPage() {
  return (
    <InstitutionalPage>
      <div className="table-scroll" role="region" aria-label="Extension of Approval letters" tabIndex={0}>
        <table className="data">
          <thead>
            <tr>
              <th scope="col">Sl. no.</th>
              <th scope="col">Academic year</th>
              <th scope="col">Letter</th>
            </tr>
          </thead>
          <tbody>
            {eoaLetters.map((letter, index) => (
              <tr key={letter.year}>
                <td>{index + 1}</td>
                <th scope="row">{letter.year}</th>
                <td>
                  <DocumentLink document={letter.document} label={`Extension of Approval ${letter.year}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="prose note">The letter for 2012-13 is not held in the college’s digital records; a copy can be seen at the office.</p>
    </InstitutionalPage>
  );
}

function AuditedStatementsPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          Assam Engineering College is a government institution. Its accounts are not audited by a private firm: they are audited every year by the agencies of
          the government, the Directorate of Audit (Local Fund) of Assam and the office of the Accountant General (Audit), Assam. Project funds such as TEQIP
          are audited as the project requires.
        </p>
        <p>
          The reports are published on the <Link to="/auditreport">audit reports</Link> page.
        </p>
      </div>
    </InstitutionalPage>
  );
}

function GovernancePage() {
  return (
    <InstitutionalPage>
      <PageSection title="Organisation chart">
        <GovernanceChart />
      </PageSection>
      <PageSection title="Committees">
        <p className="prose">The Principal names the committees each academic year. Their members and how to reach them are in the list of committees.</p>
        <ul className="document-list">
          <li>
            <DocumentLink document={documents.committees202526} />
          </li>
          <li>
            <DocumentLink document={documents.antiRaggingCommitteeAndSquad2025} />
          </li>
          <li>
            <DocumentLink document={documents.antiRaggingMonitoringCell2025} />
          </li>
        </ul>
        <ul className="inline-links">
          <li>
            <Link to="/antiragging">Anti-ragging</Link>
          </li>
          <li>
            <Link to="/office/complain">Grievance redressal</Link>
          </li>
          <li>
            <Link to="/office/rti">Right to Information</Link>
          </li>
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

function PlacementDataPage() {
  return (
    <InstitutionalPage>
      <div className="table-scroll" role="region" aria-label="Placements by year" tabIndex={0}>
        <table className="data">
          <caption className="table-caption">Campus placements by year (sample figures)</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Companies</th>
              <th scope="col">Students placed</th>
              <th scope="col">Highest package</th>
              <th scope="col">Record</th>
            </tr>
          </thead>
          <tbody>
            {placementRecords.map((record) => (
              <tr key={record.year}>
                <th scope="row">{record.year}</th>
                <td>{record.companies}</td>
                <td>{record.placed}</td>
                <td>{record.highest}</td>
                <td>
                  <DocumentLink document={record.document} label={`Placement record ${record.year}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InstitutionalPage>
  );
}

function TrustDataPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          AICTE asks privately run institutions to publish the details of the trust or society that runs them. Assam Engineering College is run directly by the
          Government of Assam (Department of Higher Education, Technical), so there is no trust or society, and no trust data to publish.
        </p>
        <p>
          How the college is run is on the <Link to="/governance">governance</Link> page.
        </p>
      </div>
    </InstitutionalPage>
  );
}

function BestPracticesPage() {
  return (
    <InstitutionalPage>
      <div className="state state--empty">
        <p className="state__title">Nothing published yet</p>
        <p>
          The college’s internal quality assurance cell is writing up its best practices. Until then, you can read about the{' '}
          <Link to="/resources/mentor">mentor–mentee scheme</Link> and the <Link to="/antiragging">anti-ragging measures</Link>.
        </p>
      </div>
    </InstitutionalPage>
  );
}

function AuditReportPage() {
  return (
    <InstitutionalPage>
      <PageSection title="Accounts of the college">
        <DocumentList items={auditReports.college} />
      </PageSection>
      <PageSection title="TEQIP-III">
        <DocumentList items={auditReports.teqip} />
        <p>
          <Link to="/project/teqip/home">About TEQIP-III at the college</Link>
        </p>
      </PageSection>
    </InstitutionalPage>
  );
}

function ServiceRulePage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        The staff of the college are employees of the Government of Assam; these summaries point to the rules that apply. The rules as notified by the
        government prevail over any summary.
      </p>
      <DocumentList items={serviceRules} />
    </InstitutionalPage>
  );
}

function NirfPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        The college takes part in the National Institutional Ranking Framework of the Ministry of Education in the engineering category. The data submitted each
        year:
      </p>
      <ul className="document-list">
        {nirfSubmissions.map((submission) => (
          <li key={submission.year}>
            <DocumentLink document={submission.document} label={`NIRF ${submission.year}: data submitted (engineering)`} />
          </li>
        ))}
      </ul>
    </InstitutionalPage>
  );
}

export const pages = {
  '/mandatory-disclosure': MandatoryDisclosurePage,
  '/all-eoas': AllEoasPage,
  '/all-audited-statements': AuditedStatementsPage,
  '/governance': GovernancePage,
  '/placement-data': PlacementDataPage,
  '/trust-data': TrustDataPage,
  '/best-practices': BestPracticesPage,
  '/auditreport': AuditReportPage,
  '/servicerule': ServiceRulePage,
  '/nirf': NirfPage,
};
