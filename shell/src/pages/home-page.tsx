import { Link } from 'react-router';
import { usePageTitle } from '@aec/ui';

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">Assam Engineering College</h1>
          <p>The oldest engineering college of north-east India: eight engineering branches, 400+ acres and 2000+ students.</p>
          <Link className="button" to="/admission">
            Admission
          </Link>
        </div>
      </section>
      <div className="container page">
        <h2>Explore</h2>
        <div className="card-grid">
          <Link className="card" to="/departments"><h3>Departments</h3><p>Thirteen departments in four schools.</p></Link>
          <Link className="card" to="/notifications"><h3>Notices and tenders</h3><p>The college notice board and open tenders.</p></Link>
          <Link className="card" to="/campuslife"><h3>Campus life</h3><p>Hostels, clubs, the library and more.</p></Link>
          <Link className="card" to="/office"><h3>Office</h3><p>The principal’s office and the grievance facility.</p></Link>
        </div>
      </div>
    </>
  );
}
