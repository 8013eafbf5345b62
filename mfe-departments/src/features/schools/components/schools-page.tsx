import { Link } from 'react-router';
import { PageHeader } from '@aec/ui';
import { SchoolIcon } from '../../../components/school-icon';
import { departments } from '../../../data/departments';
import { SCHOOLS } from '../../../data/schools';

export function SchoolsPage() {
  return (
    <div className="container page">
      <PageHeader title="Schools" lead="The college’s thirteen departments are grouped into four schools." />
      <ul className="school-grid">
        {SCHOOLS.map(({ school, name, text }) => (
          <li key={school} className="card school-card" data-school={school}>
            <SchoolIcon school={school} size={36} />
            <h2>{name}</h2>
            <p>{text}</p>
            <p className="school-card__members">
              {departments
                .filter((d) => d.school === school)
                .map((d) => d.name)
                .join(' · ')}
            </p>
            <Link className="button button--secondary" to="/departments">
              Departments<span className="visually-hidden"> of the {name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
