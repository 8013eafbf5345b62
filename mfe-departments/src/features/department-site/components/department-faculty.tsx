import { ErrorState, LoadingState, PdfViewer } from '@aec/ui';
import { FACULTY_INFORMATION } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { useDepartmentFaculty } from '../api/use-department-faculty';
import { DepartmentPageHeader } from './department-page-header';
import { DepartmentSampleNote } from './department-sample-note';
import { TeacherCard } from './teacher-card';

export function DepartmentFaculty({ department }: { department: Department }) {
  const members = useDepartmentFaculty(department.dept_code);
  const information = FACULTY_INFORMATION[department.dept_code];
  return (
    <article>
      <DepartmentPageHeader department={department} page="tlist" title="Faculty" lead={`The teachers of the Department of ${department.name}.`} />
      {members.status === 'loading' && <LoadingState label="Loading the teachers…" minHeight="40vh" />}
      {members.status === 'failed' && <ErrorState title="The teachers could not be loaded" message={members.error} onRetry={members.retry} />}
      {members.status === 'ready' && (
        <ul className="teacher-grid" aria-label={`Teachers of ${department.name}`}>
          {members.data.map((member) => (
            <TeacherCard key={member.emp_id} member={member} />
          ))}
        </ul>
      )}
      {information && (
        <section aria-labelledby="faculty-information-title">
          <h2 id="faculty-information-title">{information.title}</h2>
          <p>Chapter {information.chapter} of the department’s faculty information lists the teachers, their qualifications and experience.</p>
          <PdfViewer
            src={information.path}
            title={`${information.title} of ${department.name}`}
            initialPage={information.page}
            initialPageNote={`Opened at Chapter ${information.chapter}; the whole document can be paged through.`}
          />
        </section>
      )}
      <DepartmentSampleNote />
    </article>
  );
}
