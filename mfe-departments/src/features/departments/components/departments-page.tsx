import { PageHeader } from '@aec/ui';
import { departments } from '../../../data/departments';
import { SCHOOLS } from '../../../data/schools';
import { DepartmentCard } from './department-card';

export function DepartmentsPage() {
  return (
    <div className="container page">
      <PageHeader title="Departments" lead="Eight engineering departments, three science departments, humanities and computer applications." />
      {SCHOOLS.map(({ school, name }) => {
        const members = departments.filter((d) => d.school === school);
        const id = `school-${school.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={school} aria-labelledby={id} className="dept-group">
            <h2 id={id}>{name}</h2>
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
