import type { Department } from '../../../data/departments';
import { EnglishNote, useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';
import { DepartmentSampleNote } from './department-sample-note';

export function DepartmentLaboratories({ department }: { department: Department }) {
  const t = useDepartmentsT();
  // The laboratories' names and descriptions are the department's own, in English only.
  const lang = useEnglishLang();
  return (
    <article>
      <DepartmentPageHeader department={department} page="laboratory" title={t('pages.laboratory')} lead={department.lab_text || undefined} leadLang={lang} />
      {department.lab.length ? (
        <>
          <EnglishNote />
          <ul className="lab-list" lang={lang}>
            {department.lab.map((lab) => (
              <li key={lab.name} className="card">
                <h2>{lab.name}</h2>
                <p>{lab.description}</p>
              </li>
            ))}
          </ul>
          <DepartmentSampleNote />
        </>
      ) : (
        <NotPublished department={department} page="laboratory" />
      )}
    </article>
  );
}
