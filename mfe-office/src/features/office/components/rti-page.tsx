import { useLanguage, PersonName } from '@aec/ui';
import { DocumentCard } from '../../../components/document-card';
import { rtiForms, rtiOfficers } from '../../../data/office-contacts';
import { useOfficeT } from '../../../messages/hooks';

const STEPS = ['rti.steps.s1', 'rti.steps.s2', 'rti.steps.s3', 'rti.steps.s4'];

/** /office/rti: the officers under the RTI Act and how to ask for information. */
export function RtiPage() {
  const t = useOfficeT();
  const english = useLanguage() === 'en';
  const sample = t('common.sample');
  return (
    <div>
      <p className="prose">{t('rti.intro')}</p>
      <h2>{t('rti.officersHeading')}</h2>
      <ul className="card-grid rti-officers">
        {rtiOfficers.map((officer) => (
          <li key={officer.role} className="card">
            <h3>{t(officer.role)}</h3>
            <p>
              <strong>
                <PersonName name={officer.name} />
              </strong>
              <br />
              {t(officer.designation)}
            </p>
            <p>
              {t('common.telephoneLabel')} <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>{`${officer.phone} ${sample}`}</a>
              <br />
              {t('common.emailLabel')} <a href={`mailto:${officer.email}`}>{`${officer.email} ${sample}`}</a>
            </p>
          </li>
        ))}
      </ul>
      <h2>{t('rti.howHeading')}</h2>
      <ol className="prose">
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <h2>{t('rti.formsHeading')}</h2>
      {!english && <p>{t('common.documentsInEnglish')}</p>}
      <ul className="card-grid document-cards">
        {rtiForms.map((form) => (
          <DocumentCard key={form.link} title={form.title} link={form.link} headingLevel={3} />
        ))}
      </ul>
    </div>
  );
}
