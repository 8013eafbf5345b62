import { PageHeader } from '@aec/ui';
import { departments } from '../../../data/departments';
import { SCHOOLS } from '../../../data/schools';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentCard } from './department-card';

export function DepartmentsPage() {
  const t = useDepartmentsT();
  return (
    <div className="container page">
      <PageHeader title={t('list.title')} lead={t('list.lead')} />
      {SCHOOLS.map(({ school, key }) => {
        const members = departments.filter((d) => d.school === school);
        const id = `school-${school.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={school} aria-labelledby={id} className="dept-group">
            <h2 id={id}>{t(`schools.${key}.name`)}</h2>
            <ul className="dept-card-grid">
              {members.map((d) => (
                <DepartmentCard key={d.dept_code} department={d} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
