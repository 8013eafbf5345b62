import { PdfViewer, useDateFormats } from '@aec/ui';
import { COURSE_OUTCOMES } from '../../../data/department-documents';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentCos({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  const name = useDepartmentName(department);
  const document = COURSE_OUTCOMES[department.dept_code];
  return (
    <article>
      <DepartmentPageHeader department={department} page="cos" title={t('pages.cos')} />
      {document ? (
        <>
          <p className="prose">{t('cos.intro', { chapter: digits(document.chapter) })}</p>
          <PdfViewer
            src={document.path}
            title={t('faculty.documentOf', { title: t(`documents.${document.key}`), name })}
            initialPage={document.page}
            initialPageNote={t('faculty.openedAt', { chapter: digits(document.chapter) })}
          />
        </>
      ) : (
        <NotPublished department={department} page="cos" />
      )}
    </article>
  );
}
