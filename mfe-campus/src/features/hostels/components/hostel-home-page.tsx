import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorState, LiteImage, LoadingState, plainSummary, SafeHtml, useFailureText, useLanguage, useResource, type Resource } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import hostelBanner from '../../../assets/hostel-banner.svg';
import { EnglishOnly } from '../../../i18n/in-english';
import { hostelHomeText, hostelHomeUrl } from '../api/hostel-home-answer';
import { useHostelHead, useHostelSummary, useHostelWords } from '../hostel-head';
import { looksLikeMarkup, toParagraphs } from '../hostel-home-text';
import { HostelFacts } from './hostel-facts';

/** The hostel's description as the database holds it (English until translated fields arrive). */
function HostelDescription({ hostel, home }: { hostel: Hostel; home: Resource<string> }) {
  const { t, name } = useHostelWords(hostel);
  const reason = useFailureText();
  if (home.status === 'loading') return <LoadingState label={t('hostels.home.loading', { hostel: name })} minHeight="8rem" />;
  if (home.status === 'failed') {
    // The hostel is real (its record is here); a 404 means its text is missing, which asking again will not change.
    const missing = home.httpStatus === 404;
    return (
      <ErrorState
        title={t(missing ? 'hostels.home.missing' : 'hostels.home.failed', { hostel: name })}
        message={t('common.failedMessage', { error: reason(home.error, home.httpStatus) })}
        onRetry={missing ? undefined : home.retry}
      />
    );
  }
  if (looksLikeMarkup(home.data)) {
    return (
      <EnglishOnly>
        <SafeHtml html={home.data} className="prose" />
      </EnglishOnly>
    );
  }
  const paragraphs = toParagraphs(home.data);
  return (
    <EnglishOnly>
      {paragraphs.length === 0 ? (
        <p>{hostel.about}</p>
      ) : (
        <div className="prose">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
    </EnglishOnly>
  );
}

export function HostelHomePage({ hostel }: { hostel: Hostel }) {
  const { t, name, tag, magazine } = useHostelWords(hostel);
  const head = useHostelHead(hostel, 'home');
  const summary = useHostelSummary(hostel);
  const english = useLanguage() === 'en';
  // Read on the server with the page: the description is in its HTML, and hydration fetches nothing.
  const home = useResource(hostelHomeUrl(hostel.id), { schema: hostelHomeText });
  // The database's text describes the page best, but it is English: other languages use the summary.
  const description = useMemo(() => (english && home.status === 'ready' && plainSummary(home.data)) || summary, [english, home, summary]);
  return (
    <>
      {/* Above the fold on every hostel home, so loaded at once; 2 kB of SVG. Decorative: left out of a lite page. */}
      <LiteImage className="sub-site-banner" src={hostelBanner} alt="" width={1200} height={400} decoding="async" />
      <CampusPageHeader lead={tag} description={description} {...head} />
      <HostelFacts hostel={hostel} className="fact-list--inline" />
      <section aria-labelledby="hostel-welcome-heading">
        <h2 id="hostel-welcome-heading">{t('hostels.home.welcome', { hostel: name })}</h2>
        <HostelDescription hostel={hostel} home={home} />
      </section>
      <section aria-labelledby="hostel-life-heading">
        <h2 id="hostel-life-heading">{t('hostels.home.life', { hostel: name })}</h2>
        <EnglishOnly>
          <p className="prose">{hostel.about}</p>
        </EnglishOnly>
        <ul className="link-list">
          <li>
            <Link to={`/hostel/${hostel.id}/gallery`}>{t('hostels.home.seeGallery')}</Link>
          </li>
          <li>
            <Link to={`/hostel/${hostel.id}/wallmagazine`}>{t('hostels.home.readMagazine', { magazine })}</Link>
          </li>
          <li>
            <Link to={`/hostel/${hostel.id}/testimonials`}>{t('hostels.home.testimonials')}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
