import type { Department } from '../../../data/departments';
import { EnglishNote, useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentPageHeader } from './department-page-header';
import { DepartmentSampleNote } from './department-sample-note';

export function DepartmentAbout({ department }: { department: Department }) {
  const t = useDepartmentsT();
  // The department's vision, mission and objectives are its own words, in English only.
  const lang = useEnglishLang();
  return (
    <article>
      <DepartmentPageHeader department={department} page="aboutus" title={t('pages.aboutus')} lead={department.description[0]} leadLang={lang} />
      <EnglishNote />
      <section aria-labelledby="vision-title">
        <h2 id="vision-title">{t('about.vision')}</h2>
        <p className="prose" lang={lang}>
          {department.vision}
        </p>
      </section>
      <section aria-labelledby="mission-title">
        <h2 id="mission-title">{t('about.mission')}</h2>
        <ul className="prose" lang={lang}>
          {department.mission.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </section>
      {department.peos.length > 0 && (
        <section aria-labelledby="peos-title">
          <h2 id="peos-title">{t('about.peos')}</h2>
          <ol className="prose" lang={lang}>
            {department.peos.map((peo) => (
              <li key={peo}>{peo}</li>
            ))}
          </ol>
        </section>
      )}
      <DepartmentSampleNote />
    </article>
  );
}
