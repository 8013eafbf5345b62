import { Link } from 'react-router';
import { PageHeader } from '@aec/ui';

const schools = [
  { name: 'School of Engineering', text: 'Eight engineering departments.' },
  { name: 'School of Science', text: 'Physics, Chemistry and Mathematics.' },
  { name: 'School of Humanities', text: 'Humanities and social sciences.' },
  { name: 'School of Computer Application', text: 'The MCA programme.' },
];

export function SchoolsPage() {
  return (
    <div className="container page">
      <PageHeader title="Schools" lead="The college's departments are grouped into four schools." />
      <div className="card-grid">
        {schools.map((s) => (
          <Link key={s.name} className="card" to="/departments">
            <h2>{s.name}</h2>
            <p>{s.text}</p>
          </Link>
        ))}
      </div>
    </div>
  );
}
