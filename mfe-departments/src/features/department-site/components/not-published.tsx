import { Link } from 'react-router';
import { EmptyState } from '@aec/ui';
import type { DepartmentPage } from '../../../data/department-menus';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { useDepartmentsT } from '../../../messages/catalogue';

/** An honest page for a sub-route the department has nothing on yet (every sub-route is kept: docs/product/departments.md). */
export function NotPublished({ department, page }: { department: Department; page: DepartmentPage }) {
  const t = useDepartmentsT();
  const name = useDepartmentName(department);
  return (
    <EmptyState>
      <p>{t('unpublished.text', { name, what: t(`unpublished.${page}`) })}</p>
      <Link to={`/department/${department.dept_code}/home`}>{t('unpublished.back')}</Link>
    </EmptyState>
  );
}
