import { PdfViewer } from '@aec/ui';
import { SELF_ASSESSMENT_REPORTS } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentSar({ department }: { department: Department }) {
  const report = SELF_ASSESSMENT_REPORTS[department.dept_code];
  return (
    <article>
      <DepartmentPageHeader department={department} page="sar" title="Self Assessment Report" />
      {report ? (
        <>
          <p className="prose">The report the department submitted for accreditation of its B.E. programme by the National Board of Accreditation.</p>
          <PdfViewer src={report.path} title={`${report.title} of ${department.name}`} />
        </>
      ) : (
        <NotPublished department={department} what="a self assessment report" />
      )}
    </article>
  );
}
