import { Link } from 'react-router';
import { Gallery, formatDate, plainSummary, SampleNote } from '@aec/ui';
import { FactList, type Fact } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Club } from '../../../data/clubs';
import { clubGallery } from '../club-gallery';
import { clubHead } from '../club-head';

/** The club sub-site pages. Small and alike, so they live together; each is one sub-route. */
interface ClubPageProps {
  club: Club;
  /** The id as typed in the URL (any case), so links stay on the URL the visitor uses. */
  urlId: string;
}

function contactFacts(club: Club): Fact[] {
  const facts: Fact[] = [
    { term: 'President', value: club.president },
    { term: 'Phone', value: <PhoneLink phone={club.phone} /> },
  ];
  if (club.email) facts.push({ term: 'E-mail', value: <a href={`mailto:${club.email}`}>{club.email}</a> });
  return facts;
}

export function ClubHomePage({ club, urlId }: ClubPageProps) {
  const next = club.activities[0];
  const latest = club.posts[0];
  const banner = clubGallery(club)[0];
  return (
    <>
      {/* Above the fold, so not lazy; a few kB of SVG. */}
      {banner && <img className="sub-site-banner" src={banner.src} alt={banner.alt} width={banner.width} height={banner.height} decoding="async" />}
      <CampusPageHeader title={`${club.name}: Home`} lead={club.tag} description={plainSummary(`${club.tag}. ${club.about}`)} {...clubHead(club, 'home')} />
      <div className="prose">
        <p>{club.about}</p>
      </div>
      <div className="card-grid">
        {next && (
          <section className="card" aria-labelledby="club-next-heading">
            <h2 id="club-next-heading">Regular activity</h2>
            <p>
              <strong>{next.title}</strong> ({next.when}). {next.detail}
            </p>
            <Link to={`/club/${urlId}/activity`}>All activities</Link>
          </section>
        )}
        {latest && (
          <section className="card" aria-labelledby="club-latest-heading">
            <h2 id="club-latest-heading">Latest from the blog</h2>
            <p>
              <strong>{latest.title}</strong>. {latest.summary}
            </p>
            <Link to={`/club/${urlId}/blog`}>Read the blog</Link>
          </section>
        )}
        <section className="card" aria-labelledby="club-join-heading">
          <h2 id="club-join-heading">Join</h2>
          <p>Come to the next meeting or get in touch:</p>
          <FactList facts={contactFacts(club)} />
        </section>
      </div>
    </>
  );
}

export function ClubAboutPage({ club }: ClubPageProps) {
  return (
    <>
      <CampusPageHeader
        title={`${club.name}: About us`}
        lead={club.tag}
        description={plainSummary(`${club.about} Open to students of every branch and year.`)}
        {...clubHead(club, 'aboutus')}
      />
      <div className="prose">
        <p>{club.about}</p>
        <p>
          The {club.name} is one of the clubs of the Student Activity Center. It is run by students elected each year, with a
          faculty adviser, and is open to students of every branch and year.
        </p>
      </div>
      <h2>Contact</h2>
      <FactList facts={contactFacts(club)} />
      <SampleNote>Names, phone numbers and e-mail addresses marked sample are placeholders.</SampleNote>
    </>
  );
}

export function ClubActivityPage({ club }: ClubPageProps) {
  return (
    <>
      <CampusPageHeader
        title={`${club.name}: Activities`}
        lead={`What the ${club.name} does through the year.`}
        description={plainSummary(
          `What the ${club.name} of Assam Engineering College does through the year: ${club.activities.map((a) => `${a.title} (${a.when.toLowerCase()})`).join(', ')}.`,
        )}
        {...clubHead(club, 'activity')}
      />
      <ul className="entry-list">
        {club.activities.map((a) => (
          <li key={a.title} className="entry-list__item">
            <h2>{a.title}</h2>
            <p className="entry-list__meta">{a.when}</p>
            <p>{a.detail}</p>
          </li>
        ))}
      </ul>
      <SampleNote>Activities listed are samples; the club will publish its own calendar here.</SampleNote>
    </>
  );
}

export function ClubGalleryPage({ club }: ClubPageProps) {
  return (
    <>
      <CampusPageHeader
        title={`${club.name}: Gallery`}
        lead="Select a picture to see it larger."
        description={`Pictures of the ${club.name} of Assam Engineering College at work and at the freshers’ club fair.`}
        {...clubHead(club, 'gallery')}
      />
      <Gallery images={clubGallery(club)} label={`${club.name} gallery`} />
    </>
  );
}

export function ClubBlogPage({ club }: ClubPageProps) {
  return (
    <>
      <CampusPageHeader
        title={`${club.name}: Blog`}
        lead={`Notes and stories from the members of the ${club.name}.`}
        description={plainSummary(`Notes and stories from the members of the ${club.name}: ${club.posts.map((p) => p.title).join('; ')}.`)}
        {...clubHead(club, 'blog')}
      />
      <div className="entry-list">
        {club.posts.map((post) => (
          <article key={post.title} className="entry-list__item">
            <h2>{post.title}</h2>
            <p className="entry-list__meta">
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
            </p>
            <p>{post.summary}</p>
          </article>
        ))}
      </div>
      <SampleNote>These posts are samples written for this site.</SampleNote>
    </>
  );
}

export function ClubTeamPage({ club }: ClubPageProps) {
  const team = [{ name: club.president, role: 'President' }, ...club.team];
  return (
    <>
      <CampusPageHeader
        title={`${club.name}: Team`}
        lead="This year’s office-bearers and faculty adviser."
        description={`The president, office-bearers and faculty adviser of the ${club.name} of Assam Engineering College this year.`}
        {...clubHead(club, 'team')}
      />
      <div className="table-scroll">
        <table className="data data--compact">
          <caption className="visually-hidden">Team of the {club.name}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {team.map((m) => (
              <tr key={m.name}>
                <td>{m.name}</td>
                <td>{m.role}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SampleNote>Names marked sample are placeholders the club will replace.</SampleNote>
    </>
  );
}
