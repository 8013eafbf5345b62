import { PdfViewer } from '@aec/ui';
import { COURSE_OUTCOMES } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentCos({ department }: { department: Department }) {
  const document = COURSE_OUTCOMES[department.dept_code];
  return (
    <article>
      <DepartmentPageHeader department={department} page="cos" title="Course Outcomes and Programme Outcomes" />
      {document ? (
        <>
          <p className="prose">
            What a student can do after each course (course outcomes) and after the programme (programme outcomes).
            Chapter {document.chapter} maps the course outcomes of every course to the programme outcomes.
          </p>
          <PdfViewer
            src={document.path}
            title={`${document.title} of ${department.name}`}
            initialPage={document.page}
            initialPageNote={`Opened at Chapter ${document.chapter}; the whole document can be paged through.`}
          />
        </>
      ) : (
        <NotPublished department={department} what="its course outcomes" />
      )}
    </article>
  );
}
