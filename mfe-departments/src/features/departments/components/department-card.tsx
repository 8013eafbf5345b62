import { Link } from 'react-router';
import { useDateFormats } from '@aec/ui';
import { SchoolIcon } from '../../../components/school-icon';
import type { Department } from '../../../data/departments';
import { useDepartmentName } from '../../../i18n/department-words';
import { useDepartmentsT } from '../../../messages/catalogue';

/**
 * docs/product/departments.md department list card. Departments with their own website link there (new tab, announced);
 * the others to their pages here. Every card also reaches the department's page on this site.
 */
export function DepartmentCard({ department }: { department: Department }) {
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  const name = useDepartmentName(department);
  const home = `/department/${department.dept_code}/home`;
  return (
    <li className="dept-card" data-school={department.school}>
      <SchoolIcon school={department.school} />
      <h3>
        {department.externalSite ? (
          <a href={department.externalSite} target="_blank" rel="noopener noreferrer">
            {name}
            <span className="visually-hidden">{t('common.opensNewTab')}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        ) : (
          <Link to={home}>{name}</Link>
        )}
      </h3>
      <p className="dept-card__intake">{department.seats === 'N/A' ? t('list.everyBranch') : t('list.intake', { seats: digits(department.seats) })}</p>
      {department.estd && <p className="dept-card__estd">{t('list.established', { year: digits(department.estd) })}</p>}
      {department.externalSite && (
        <Link className="dept-card__secondary" to={home}>
          {t('list.overview')}
          <span className="visually-hidden">: {name}</span>
        </Link>
      )}
    </li>
  );
}
