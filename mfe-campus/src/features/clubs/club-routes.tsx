import { Link } from 'react-router';
import { PageHeader, SubSiteRoutes } from '@aec/ui';
import { clubPages, clubs, findClub, type Club } from '../../data/clubs';

function StudentActivityCenterPage() {
  return (
    <div className="container page">
      <PageHeader title="Student Activity Center" lead="Clubs and societies run by students, for students." />
      <div className="card-grid">
        {clubs
          .filter((c) => c.featured)
          .map((c) => (
            <article key={c.code} className="card">
              <h2>{c.name}</h2>
              <p>{c.tag}</p>
              <Link to={c.link}>Visit {c.name}</Link>
            </article>
          ))}
      </div>
    </div>
  );
}

export function ClubRoutes() {
  return (
    <SubSiteRoutes<Club>
      landing={<StudentActivityCenterPage />}
      find={findClub}
      rootPage="home"
      heading={(c) => c.name.toUpperCase()}
      menu={(c, id) => clubPages.map((p) => ({ label: p.label, to: `/club/${id}/${p.path}` }))}
      pages={clubPages.map((p) => ({
        path: p.path,
        render: (c) => <PageHeader title={`${c.name}: ${p.label}`} lead={c.tag} />,
      }))}
    />
  );
}
