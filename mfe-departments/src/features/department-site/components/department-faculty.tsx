import { ErrorState, LoadingState, PdfViewer, useDateFormats, useFailureText } from '@aec/ui';
import { FACULTY_INFORMATION } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { EnglishNote } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { useDepartmentFaculty } from '../api/use-department-faculty';
import { DepartmentPageHeader } from './department-page-header';
import { DepartmentSampleNote } from './department-sample-note';
import { TeacherCard } from './teacher-card';

export function DepartmentFaculty({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  const failure = useFailureText();
  const name = useDepartmentName(department);
  const members = useDepartmentFaculty(department.dept_code);
  const information = FACULTY_INFORMATION[department.dept_code];
  return (
    <article>
      <DepartmentPageHeader department={department} page="tlist" title={t('pages.tlist')} lead={t('faculty.lead', { name })} />
      {members.status === 'loading' && <LoadingState label={t('faculty.loading')} minHeight="40vh" />}
      {members.status === 'failed' && <ErrorState title={t('faculty.failed')} message={failure(members.error, members.httpStatus)} onRetry={members.retry} />}
      {members.status === 'ready' && (
        <>
          <EnglishNote />
          <ul className="teacher-grid" aria-label={t('faculty.teachersOf', { name })}>
            {members.data.map((member) => (
              <TeacherCard key={member.emp_id} member={member} />
            ))}
          </ul>
        </>
      )}
      {information && (
        <section aria-labelledby="faculty-information-title">
          <h2 id="faculty-information-title">{t(`documents.${information.key}`)}</h2>
          <p>{t('faculty.chapter', { chapter: digits(information.chapter) })}</p>
          <PdfViewer
            src={information.path}
            title={t('faculty.documentOf', { title: t(`documents.${information.key}`), name })}
            initialPage={information.page}
            initialPageNote={t('faculty.openedAt', { chapter: digits(information.chapter) })}
          />
        </section>
      )}
      <DepartmentSampleNote />
    </article>
  );
}
