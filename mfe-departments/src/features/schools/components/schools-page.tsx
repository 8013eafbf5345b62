import { Link } from 'react-router';
import { PageHeader } from '@aec/ui';
import { SchoolIcon } from '../../../components/school-icon';
import { departments } from '../../../data/departments';
import { SCHOOLS } from '../../../data/schools';
import { departmentName } from '../../../i18n/department-words';
import { useDepartmentsT } from '../../../messages/catalogue';

export function SchoolsPage() {
  const t = useDepartmentsT();
  return (
    <div className="container page">
      <PageHeader title={t('schoolsPage.title')} lead={t('schoolsPage.lead')} />
      <ul className="school-grid">
        {SCHOOLS.map(({ school, key }) => {
          const name = t(`schools.${key}.name`);
          return (
            <li key={school} className="card school-card" data-school={school}>
              <SchoolIcon school={school} size={36} />
              <h2>{name}</h2>
              <p>{t(`schools.${key}.text`)}</p>
              <p className="school-card__members">
                {departments
                  .filter((d) => d.school === school)
                  .map((d) => departmentName(t, d))
                  .join(' · ')}
              </p>
              <Link className="button button--secondary" to="/departments">
                {t('schoolsPage.departments')}
                <span className="visually-hidden">{t('schoolsPage.departmentsOf', { school: name })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
