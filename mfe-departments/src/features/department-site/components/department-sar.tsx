import { PageHeader, PdfViewer } from '@aec/ui';
import { SELF_ASSESSMENT_REPORTS } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { NotPublished } from './not-published';

export function DepartmentSar({ department }: { department: Department }) {
  const report = SELF_ASSESSMENT_REPORTS[department.dept_code];
  return (
    <article>
      <PageHeader title="Self Assessment Report" documentTitle={`SAR: ${department.name}`} />
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
