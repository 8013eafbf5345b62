import { Link } from 'react-router';
import { PageHeader, SubSiteRoutes } from '@aec/ui';
import { HOSTELS_TITLE, findHostel, hostelPages, hostels, type Hostel } from '../../data/hostels';

function HostelLandingPage() {
  return (
    <div className="container page">
      <PageHeader title={HOSTELS_TITLE} lead="Eight hostels give a home on campus to students from every corner of the state and beyond." />
      <div className="card-grid">
        {hostels.map((h) => (
          <article key={h.id} className="card">
            <h2>{h.hostelno}</h2>
            <p>{h.tag}</p>
            <p>Capacity {h.capacity} · Established {h.establishment}</p>
            <p>Warden: {h.warden} · {h.phone}</p>
            <Link to={h.link}>Visit {h.hostelno}</Link>
          </article>
        ))}
      </div>
    </div>
  );
}

export function HostelRoutes() {
  return (
    <SubSiteRoutes<Hostel>
      landing={<HostelLandingPage />}
      find={findHostel}
      rootPage="home"
      heading={(h) => h.hostelno.toUpperCase()}
      menu={(h) => hostelPages.map((p) => ({ label: p.label, to: `/hostel/${h.id}/${p.path}` }))}
      pages={hostelPages.map((p) => ({
        path: p.path,
        render: (h) => <PageHeader title={`${h.hostelno}: ${p.label}`} lead={h.tag} />,
      }))}
    />
  );
}
