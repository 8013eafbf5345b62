import { Link } from 'react-router';
import { DocumentLink } from '../../components/document-link';
import { InstitutionalPage, PageSection } from '../../components/institutional-page';
import { documents } from '../../data/documents';
import { programmes, undergraduateIntake } from '../../data/programmes';
import { disciplineSections } from '../../data/admission-rules';
import { DisciplinesPage } from './disciplines-page';

function AdmissionPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        Admission to the Bachelor of Engineering is through the state’s combined entrance examination, held every year after the
        higher secondary results. Seats are filled in order of merit, branch by branch, following the reservation rules of the
        Government of Assam. There is no management quota.
      </p>
      <ol className="steps">
        <li>
          <strong>Check that you are eligible</strong>
          <span>50% in physics, chemistry and mathematics (45% SC, 40% ST); aged 17 to 21 on 1 August.</span>
          <Link to="/undergraduate/disciplines?s=eligibility_criteria">Eligibility</Link>
        </li>
        <li>
          <strong>Apply and sit the entrance examination</strong>
          <span>Mathematics, physics and chemistry: 100 marks and 2 hours each.</span>
          <Link to="/undergraduate/disciplines?s=admission_procedure">How to apply</Link>
        </li>
        <li>
          <strong>Choose your branch by rank</strong>
          <span>Counselling allots the branches in order of merit.</span>
          <Link to="/undergraduate/disciplines?s=selection_procedure">Selection procedure</Link>
        </li>
        <li>
          <strong>Report for admission and pay the fees</strong>
          <span>About Rs 15,000 a year; hostel deposit about Rs 8,000.</span>
          <Link to="/undergraduate/disciplines?s=fee_structure">Fee structure</Link>
        </li>
      </ol>
      <PageSection title="All the rules in one place">
        <p>
          <Link className="button" to="/undergraduate/disciplines">
            Undergraduate disciplines and admission rules
          </Link>
        </p>
        <ul className="document-list">
          <li>
            <DocumentLink document={documents.admissionBrochure2025} />
          </li>
          <li>
            <DocumentLink document={documents.applicationForm2025} />
          </li>
        </ul>
      </PageSection>
      <PageSection title="Postgraduate admission">
        <p className="prose">
          M.E. seats (18 in each of four programmes) go to graduates with a valid GATE score, and any seats left to the college’s own
          test; MCA seats (30) through the state’s entrance test for computer applications. Notices of each year’s admission appear
          on the <Link to="/notifications/notice">notice board</Link>.
        </p>
      </PageSection>
    </InstitutionalPage>
  );
}

function UndergraduatePage() {
  const undergraduate = programmes.filter((p) => p.level === 'B.E.');
  return (
    <InstitutionalPage>
      <p className="prose">
        Eight four-year Bachelor of Engineering programmes, {undergraduateIntake} seats in all, under the syllabus of Assam Science
        and Technology University.
      </p>
      <ul className="link-cards">
        {undergraduate.map((programme) => (
          <li key={programme.name}>
            <Link className="card" to={`/department/${programme.departmentId}/home`}>
              <strong>{programme.name}</strong>
              <span>
                {programme.intake} seats{programme.since ? ` · since ${programme.since}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PageSection title="Admission">
        <ul className="inline-links">
          {disciplineSections.map((section) => (
            <li key={section.id}>
              <Link to={`/undergraduate/disciplines?s=${section.id}`}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

function ManagementQuotaPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          Assam Engineering College is a government college. It has <strong>no management quota</strong> and no seat can be
          bought: every seat is filled on merit through the state’s admission process, under the reservation rules of the
          Government of Assam.
        </p>
        <p>
          If anyone offers you a seat at this college for money, do not pay: write to the Principal at{' '}
          <a href="mailto:principal@aec.ac.in">principal@aec.ac.in</a> or <Link to="/office/complain">submit a grievance</Link>.
        </p>
        <p>
          <Link to="/undergraduate/disciplines?s=selection_procedure">How seats are filled</Link>
        </p>
      </div>
    </InstitutionalPage>
  );
}

export const pages = {
  '/admission': AdmissionPage,
  '/undergraduate': UndergraduatePage,
  '/undergraduate/disciplines': DisciplinesPage,
  '/management-quota': ManagementQuotaPage,
};
