import { PdfViewer } from '@aec/ui';
import { courseDetailsOf } from '../../../data/course-details';
import { COURSE_STRUCTURE_PDFS } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { EnglishNote, useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { CourseStructureTable } from './course-structure-table';
import { DepartmentPageHeader } from './department-page-header';

/** Departments that teach courses of other programmes have no course structure of their own (docs/product/departments.md). */
const hasOwnDegree = (d: Department) => d.school === 'Engineering' || d.school === 'Computer Application';

export function DepartmentCourse({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const name = useDepartmentName(department);
  const lang = useEnglishLang();
  const structurePdf = COURSE_STRUCTURE_PDFS[department.dept_code];
  const courseDetails = courseDetailsOf(department.dept_code);
  return (
    <article>
      <DepartmentPageHeader department={department} page="course" title={t('pages.course')} lead={department.course_curriculum} leadLang={lang} />
      <EnglishNote />
      {structurePdf ? (
        <PdfViewer src={structurePdf.path} title={t(`documents.${structurePdf.key}`)} />
      ) : (
        hasOwnDegree(department) && (
          <section aria-labelledby="structure-title">
            <h2 id="structure-title">{t('course.structureTitle')}</h2>
            <p className="prose">{t('course.structureText')}</p>
            <CourseStructureTable />
          </section>
        )
      )}
      <section aria-labelledby="syllabus-title">
        <h2 id="syllabus-title">{t('course.syllabusTitle')}</h2>
        <ul className="course-detail-grid">
          {courseDetails.map((course) => (
            <li key={course.id}>
              <a className="course-detail-card" href={course.filepath}>
                <span className="course-detail-card__semester">{t(`course.semesters.${course.semester}`)}</span>
                <span className="course-detail-card__kind">
                  {t('course.syllabus')} <span className="visually-hidden">{t('course.syllabusOf', { name })}</span>
                  {t('course.pdf')}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
