import { Link } from 'react-router';
import { ErrorState, LoadingState, PageHeader, SafeHtml } from '@aec/ui';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import type { Hostel } from '../../../data/hostels';
import hostelBanner from '../../../assets/hostel-banner.svg';
import { useHostelHome } from '../hooks/use-hostel-home';
import { looksLikeMarkup, toParagraphs } from '../hostel-home-text';

function HostelDescription({ hostel }: { hostel: Hostel }) {
  const home = useHostelHome(hostel.id);
  if (home.status === 'loading') return <LoadingState label={`Loading the description of ${hostel.hostelno}…`} minHeight="8rem" />;
  if (home.status === 'failed') {
    return (
      <ErrorState
        title={`The description of ${hostel.hostelno} could not be loaded`}
        message={`${home.message} The rest of this page still works.`}
        onRetry={home.retry}
      />
    );
  }
  if (looksLikeMarkup(home.text)) return <SafeHtml html={home.text} className="prose" />;
  const paragraphs = toParagraphs(home.text);
  if (paragraphs.length === 0) return <p>{hostel.about}</p>;
  return (
    <div className="prose">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

export function HostelHomePage({ hostel }: { hostel: Hostel }) {
  return (
    <>
      {/* Above the fold on every hostel home, so loaded at once; 2 kB of SVG. */}
      <img className="sub-site-banner" src={hostelBanner} alt="" width={1200} height={400} decoding="async" />
      <PageHeader title={`${hostel.hostelno}: Home`} lead={hostel.tag} />
      <FactList
        className="fact-list--inline"
        facts={[
          { term: 'Capacity', value: `${hostel.capacity} residents` },
          { term: 'Established', value: hostel.establishment },
          { term: 'Warden', value: hostel.warden },
          { term: 'Phone', value: <PhoneLink phone={hostel.phone} /> },
        ]}
      />
      <section aria-labelledby="hostel-welcome-heading">
        <h2 id="hostel-welcome-heading">Welcome to {hostel.hostelno}</h2>
        <HostelDescription hostel={hostel} />
      </section>
      <section aria-labelledby="hostel-life-heading">
        <h2 id="hostel-life-heading">Life in {hostel.hostelno}</h2>
        <p className="prose">{hostel.about}</p>
        <ul className="link-list">
          <li>
            <Link to={`/hostel/${hostel.id}/gallery`}>See the gallery</Link>
          </li>
          <li>
            <Link to={`/hostel/${hostel.id}/wallmagazine`}>Read about {hostel.wallMagazine.name}, the wall magazine</Link>
          </li>
          <li>
            <Link to={`/hostel/${hostel.id}/testimonials`}>Hear from former residents</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
