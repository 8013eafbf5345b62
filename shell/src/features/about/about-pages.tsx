import { Link } from 'react-router';
import { FactFigures, InstitutionalPage, PageSection } from '../../components/institutional-page';
import { collegeHistory, timelineStories } from '../../data/college-history';

function AboutPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          Assam Engineering College opened in 1955, eight years after independence, to give the north-east its own engineers for
          the roads, bridges, power lines and industries the region needed. It is run by the Government of Assam through its
          Department of Higher Education (Technical), is approved by the All India Council for Technical Education, and is
          affiliated to Assam Science and Technology University.
        </p>
        <p>
          The campus lies at Jalukbari on the western edge of Guwahati, between the Nilachal hills and the Brahmaputra. Students
          come from every district of Assam and from the other states of the north-east; many of its graduates now lead the
          engineering services of the region.
        </p>
      </div>
      <FactFigures
        figures={[
          { value: '1955', label: 'founded' },
          { value: '8', label: 'engineering branches' },
          { value: '400+', label: 'acres of campus' },
          { value: '2000+', label: 'students' },
          { value: '100+', label: 'faculty members' },
          { value: '1:16', label: 'faculty to students' },
        ]}
      />
      <PageSection title="Vision">
        <p className="prose">
          To be a centre of excellence in engineering education and research that serves the people of the north-east and the
          nation.
        </p>
      </PageSection>
      <PageSection title="Mission">
        <ul className="prose">
          <li>Teach engineering that is rigorous, practical and affordable to every able student of the region.</li>
          <li>Do research and consultancy on the problems of the north-east: floods, earthquakes, energy, roads and industry.</li>
          <li>Raise engineers with integrity, who work well with others and keep learning all their lives.</li>
        </ul>
      </PageSection>
      <PageSection title="Learn more">
        <ul className="link-cards">
          <li>
            <Link className="card" to="/about/history">
              <strong>History</strong>
              <span>From 1955 to today.</span>
            </Link>
          </li>
          <li>
            <Link className="card" to="/about/timeline">
              <strong>Timeline</strong>
              <span>Principals, toppers, the union and placements.</span>
            </Link>
          </li>
          <li>
            <Link className="card" to="/governance">
              <strong>Governance</strong>
              <span>Who decides what, and the committees.</span>
            </Link>
          </li>
          <li>
            <Link className="card" to="/office">
              <strong>Office of the Principal</strong>
              <span>Message, contact and office hours.</span>
            </Link>
          </li>
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

function HistoryPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        The years the departments opened are from the college’s records; the other details are sample text for the college to
        correct and extend.
      </p>
      <ol className="history-list">
        {collegeHistory.map((entry) => (
          <li key={entry.year + entry.title}>
            <p className="history-list__year">{entry.year}</p>
            <div>
              <h2>{entry.title}</h2>
              <p>{entry.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </InstitutionalPage>
  );
}

function TimelinePage() {
  return (
    <InstitutionalPage>
      <ul className="timeline-cards">
        {timelineStories.map((story) => (
          <li key={story.title} className="card timeline-card">
            <span className="timeline-card__badge" aria-hidden="true">
              {story.badge}
            </span>
            <h2>{story.title}</h2>
            <p>{story.text}</p>
            <Link className="button button--secondary" to={story.to} aria-label={`Visit: ${story.title}`}>
              VISIT
            </Link>
          </li>
        ))}
      </ul>
    </InstitutionalPage>
  );
}

export const pages = {
  '/about': AboutPage,
  '/about/history': HistoryPage,
  '/history': HistoryPage,
  '/about/timeline': TimelinePage,
  '/timeline': TimelinePage,
};
