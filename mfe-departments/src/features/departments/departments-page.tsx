import { Link } from 'react-router';
import { PageHeader } from '@aec/ui';
import { departments } from '../../data/departments';

export function DepartmentsPage() {
  return (
    <div className="container page">
      <PageHeader title="Departments" lead="Eight engineering departments, three science departments, humanities and computer applications." />
      <div className="card-grid">
        {departments.map((d) =>
          d.externalSite ? (
            <a key={d.dept_code} className="card" href={d.externalSite} target="_blank" rel="noopener noreferrer">
              <h2>{d.name}</h2>
              <span>
                Department website<span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </a>
          ) : (
            <Link key={d.dept_code} className="card" to={`/department/${d.dept_code}/home`}>
              <h2>{d.name}</h2>
              <span>Department page</span>
            </Link>
          ),
        )}
      </div>
    </div>
  );
}
