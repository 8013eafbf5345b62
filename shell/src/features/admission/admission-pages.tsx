import { Link } from 'react-router';
import { MarkedText, useDateFormats, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../messages/catalogue';
import { DocumentLink } from '../../components/document-link';
import { InstitutionalPage, PageSection } from '../../components/institutional-page';
import { documents } from '../../data/documents';
import { programmes, undergraduateIntake } from '../../data/programmes';
import { disciplineSections } from '../../data/admission-rules';
import { DisciplinesPage } from './disciplines-page';

/** The four steps to a B.E. seat, each with the section of the rules page that tells it in full. */
const admissionSteps = [
  { title: 'admission.eligibleTitle', text: 'admission.eligibleText', section: 'eligibility_criteria' },
  { title: 'admission.applyTitle', text: 'admission.applyText', section: 'admission_procedure' },
  { title: 'admission.branchTitle', text: 'admission.branchText', section: 'selection_procedure' },
  { title: 'admission.feesTitle', text: 'admission.feesText', section: 'fee_structure' },
] as const;

function AdmissionPage() {
  const t = useT(SHELL_NAMESPACE);
  return (
    <InstitutionalPage>
      <p className="prose">{t('admission.intro')}</p>
      <ol className="steps">
        {admissionSteps.map((step) => (
          <li key={step.section}>
            <strong>{t(step.title)}</strong>
            <span>{t(step.text)}</span>
            <Link to={`/undergraduate/disciplines?s=${step.section}`}>{t(`admission.sections.${step.section}`)}</Link>
          </li>
        ))}
      </ol>
      <PageSection title={t('admission.allRules')}>
        <p>
          <Link className="button" to="/undergraduate/disciplines">
            {t('admission.rulesLink')}
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
      <PageSection title={t('admission.postgraduate')}>
        <p className="prose">
          <MarkedText text={t('admission.postgraduateText')} parts={{ link: (words) => <Link to="/notifications/notice">{words}</Link> }} />
        </p>
      </PageSection>
    </InstitutionalPage>
  );
}

function UndergraduatePage() {
  const t = useT(SHELL_NAMESPACE);
  const { number, digits } = useDateFormats();
  const undergraduate = programmes.filter((p) => p.level === 'B.E.');
  return (
    <InstitutionalPage>
      <p className="prose">{t('admission.undergraduateIntro', { seats: number(undergraduateIntake) })}</p>
      <ul className="link-cards">
        {undergraduate.map((programme) => (
          <li key={programme.name}>
            <Link className="card" to={`/department/${programme.departmentId}/home`}>
              <strong>{t(`admission.programmes.${programme.departmentId}`)}</strong>
              <span>
                {programme.since
                  ? t('admission.seatsSince', { seats: number(programme.intake ?? 0), year: digits(programme.since) })
                  : t('admission.seats', { seats: number(programme.intake ?? 0) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PageSection title={t('admission.admission')}>
        <ul className="inline-links">
          {disciplineSections.map((section) => (
            <li key={section.id}>
              <Link to={`/undergraduate/disciplines?s=${section.id}`}>{t(`admission.sections.${section.id}`)}</Link>
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
          Assam Engineering College is a government college. It has <strong>no management quota</strong> and no seat can be bought: every seat is filled on
          merit through the state’s admission process, under the reservation rules of the Government of Assam.
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
