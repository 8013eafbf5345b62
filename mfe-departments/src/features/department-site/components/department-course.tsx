import { PdfViewer } from '@aec/ui';
import { courseDetailsOf } from '../../../data/course-details';
import { COURSE_STRUCTURE_PDFS } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { CourseStructureTable } from './course-structure-table';
import { DepartmentPageHeader } from './department-page-header';

/** Departments that teach courses of other programmes have no course structure of their own (SPEC §2). */
const hasOwnDegree = (d: Department) => d.school === 'Engineering' || d.school === 'Computer Application';

export function DepartmentCourse({ department }: { department: Department }) {
  const structurePdf = COURSE_STRUCTURE_PDFS[department.dept_code];
  const courseDetails = courseDetailsOf(department.dept_code);
  return (
    <article>
      <DepartmentPageHeader department={department} page="course" title="Course Structure" lead={department.course_curriculum} />
      {structurePdf ? (
        <PdfViewer src={structurePdf.path} title={structurePdf.title} />
      ) : (
        hasOwnDegree(department) && (
          <section aria-labelledby="structure-title">
            <h2 id="structure-title">How the final result is made up</h2>
            <p className="prose">
              Each semester carries a share of its marks into the final result. Lateral-entry students join in the 3rd semester, which
              therefore carries 40% for them.
            </p>
            <CourseStructureTable />
          </section>
        )
      )}
      <section aria-labelledby="syllabus-title">
        <h2 id="syllabus-title">Syllabus by semester</h2>
        <ul className="course-detail-grid">
          {courseDetails.map((course) => (
            <li key={course.id}>
              <a className="course-detail-card" href={course.filepath}>
                <span className="course-detail-card__semester">{course.title}</span>
                <span className="course-detail-card__kind">
                  Syllabus <span className="visually-hidden">of {department.name}, </span>(PDF)
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
