import { Link } from 'react-router';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { cccBreadcrumbs, cccContact, cccServices } from '../ccc-data';

export function CccHomePage() {
  return (
    <>
      <CampusPageHeader
        title="Central Computing Centre"
        breadcrumbs={cccBreadcrumbs()}
        lead="Computing laboratories, the campus network, e-mail and software for every department, hostel and office of the college."
      />
      <h2>What we do</h2>
      <div className="card-grid">
        {cccServices.map((s) => (
          <section key={s.title} className="card">
            <h3>{s.title}</h3>
            <p>{s.detail}</p>
          </section>
        ))}
      </div>
      <h2>Need help?</h2>
      <ul className="link-list">
        <li>
          Network, e-mail or laboratory problem: write to <a href={`mailto:${cccContact.email}`}>{cccContact.email}</a> or{' '}
          <Link to="/ccc/contact">contact us</Link>.
        </li>
        <li>
          Notices about laboratory timings and examinations are posted on the{' '}
          <Link to="/notifications/notice">college notice board</Link>.
        </li>
        <li>
          A complaint about a service: use the college’s <Link to="/office/complain">grievance form</Link>; you get a
          registration number to follow it up.
        </li>
      </ul>
      <p>Open {cccContact.hours}.</p>
    </>
  );
}
