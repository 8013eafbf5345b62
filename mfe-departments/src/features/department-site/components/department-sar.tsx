import { PdfViewer } from '@aec/ui';
import { SELF_ASSESSMENT_REPORTS } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentSar({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const name = useDepartmentName(department);
  const report = SELF_ASSESSMENT_REPORTS[department.dept_code];
  return (
    <article>
      <DepartmentPageHeader department={department} page="sar" title={t('pages.sar')} />
      {report ? (
        <>
          <p className="prose">{t('sar.intro')}</p>
          <PdfViewer src={report.path} title={t('faculty.documentOf', { title: t(`documents.${report.key}`), name })} />
        </>
      ) : (
        <NotPublished department={department} page="sar" />
      )}
    </article>
  );
}
