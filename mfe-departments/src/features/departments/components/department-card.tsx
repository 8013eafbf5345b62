import { Link } from 'react-router';
import { SchoolIcon } from '../../../components/school-icon';
import type { Department } from '../../../data/departments';

const intakeText = (d: Department) => (d.seats === 'N/A' ? 'Teaches students of every branch' : `Intake: ${d.seats} seats a year`);

/**
 * SPEC §3 department list card. Departments with their own website link there (new tab, announced);
 * the others to their pages here. Every card also reaches the department's page on this site.
 */
export function DepartmentCard({ department }: { department: Department }) {
  const home = `/department/${department.dept_code}/home`;
  return (
    <li className="dept-card" data-school={department.school}>
      <SchoolIcon school={department.school} />
      <h3>
        {department.externalSite ? (
          <a href={department.externalSite} target="_blank" rel="noopener noreferrer">
            {department.name}
            <span className="visually-hidden"> (department website, opens in a new tab)</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        ) : (
          <Link to={home}>{department.name}</Link>
        )}
      </h3>
      <p className="dept-card__intake">{intakeText(department)}</p>
      {department.estd && <p className="dept-card__estd">Established {department.estd}</p>}
      {department.externalSite && (
        <Link className="dept-card__secondary" to={home}>
          Overview on this site<span className="visually-hidden">: {department.name}</span>
        </Link>
      )}
    </li>
  );
}
