import { Link } from 'react-router';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { clubs } from '../../../data/clubs';
import { CLUBS_CRUMB } from '../club-head';
import { ClubCard } from './club-card';
import { SampleNote } from '@aec/ui';

const featured = clubs.filter((c) => c.featured);
const others = clubs.filter((c) => !c.featured);

export function StudentActivityCenterPage() {
  return (
    <div className="container page">
      <CampusPageHeader
        title="Student Activity Center"
        breadcrumbs={[{ name: 'Home', path: '/' }, CLUBS_CRUMB]}
        lead="Clubs and societies run by students, for students: technical, cultural, literary and social. Every club is open to every branch and every year."
      />
      <div className="prose">
        <p>
          The Student Activity Center gives the clubs rooms to meet and practise, a notice board and a small budget from the
          college. Clubs recruit at the freshers’ club fair in August, but you can walk into any club’s next meeting and join.
        </p>
      </div>
      <section aria-labelledby="featured-clubs-heading">
        <h2 id="featured-clubs-heading">Clubs</h2>
        <div className="card-grid">
          {featured.map((c) => (
            <ClubCard key={c.code} club={c} />
          ))}
        </div>
      </section>
      <section aria-labelledby="more-clubs-heading">
        <h2 id="more-clubs-heading">More clubs</h2>
        <ul className="link-list">
          {others.map((c) => (
            <li key={c.code}>
              <Link to={c.link}>{c.name}</Link> <span className="muted">· {c.tag}</span>
            </li>
          ))}
        </ul>
      </section>
      <SampleNote>Office-bearers, phone numbers and e-mail addresses marked sample are placeholders the college will replace.</SampleNote>
    </div>
  );
}
