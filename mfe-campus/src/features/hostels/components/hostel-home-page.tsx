import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState, SafeHtml, plainSummary, useResource, type Resource } from '@aec/ui';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import hostelBanner from '../../../assets/hostel-banner.svg';
import { hostelHomeText, hostelHomeUrl } from '../api/hostel-home-answer';
import { hostelHead, hostelSummary } from '../hostel-head';
import { looksLikeMarkup, toParagraphs } from '../hostel-home-text';

function HostelDescription({ hostel, home }: { hostel: Hostel; home: Resource<string> }) {
  if (home.status === 'loading') return <LoadingState label={`Loading the description of ${hostel.hostelno}…`} minHeight="8rem" />;
  if (home.status === 'failed') {
    // The hostel is real (its record is here); a 404 means its text is missing, which asking again will not change.
    const missing = home.httpStatus === 404;
    return (
      <ErrorState
        title={missing ? `No description of ${hostel.hostelno} was found` : `The description of ${hostel.hostelno} could not be loaded`}
        message={`${home.error} The rest of this page still works.`}
        onRetry={missing ? undefined : home.retry}
      />
    );
  }
  if (looksLikeMarkup(home.data)) return <SafeHtml html={home.data} className="prose" />;
  const paragraphs = toParagraphs(home.data);
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
  // Read on the server with the page: the description is in its HTML, and hydration fetches nothing.
  const home = useResource(hostelHomeUrl(hostel.id), { schema: hostelHomeText });
  const description = useMemo(
    () =>
(home.status === 'ready' && plainSummary(home.data)) || hostelSummary(hostel),
    [home, hostel],
  );
  return (
    <>
      {/* Above the fold on every hostel home, so loaded at once; 2 kB of SVG. */}
      <img className="sub-site-banner" src={hostelBanner} alt="" width={1200} height={400} decoding="async" />
      <CampusPageHeader title={`${hostel.hostelno}: Home`} lead={hostel.tag} description={description} {...hostelHead(hostel, 'home')} />
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
        <HostelDescription hostel={hostel} home={home} />
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
