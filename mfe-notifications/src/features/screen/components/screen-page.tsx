import { useEffect } from 'react';
import type { EventRow, EventsResponse, NewsResponse, NoticeListResponse } from '@aec/contracts';
import { Localized, MarkedText, isUpcoming, useContentLang, useDateFormats, useLanguage, usePageHead, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { Carousel } from '../../../components/carousel';
import { NewsImage } from '../../../components/news-image';
import { eventPlaceIn } from '../../events/api/event-fields';
import { useLiveResource } from '../hooks/use-live-resource';
import { NoticeTicker } from './notice-ticker';
import { ScreenClock, useScreenFormats } from './screen-clock';

/** Fresh enough for a lobby, gentle on the server: every 3 minutes; sooner (from 30 s) while failing. */
export const SCREEN_REFRESH_MS = 3 * 60_000;
export const SCREEN_RETRY_MS = 30_000;
/** Once a day the page reloads itself (when the server answers), picking up a new release. */
export const SCREEN_RELOAD_MS = 24 * 60 * 60_000;

function useDailyReload(): void {
  useEffect(() => {
    const timer = window.setTimeout(async () => {
      try {
        if ((await fetch('/api/health', { cache: 'no-store' })).ok) window.location.reload();
      } catch {
        // Server away: stay on the data shown; the next day tries again after a reload by hand.
      }
    }, SCREEN_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/** One event on the screen: when, title and venue in the page's language when it has them there; the time is English only. */
function ScreenEvent({ event }: { event: EventRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const place = eventPlaceIn(event, useLanguage());
  const venueLang = useContentLang(place.venue.lang);
  const timeLang = useContentLang('en');
  const upcoming = isUpcoming(event._date_);
  return (
    <div className={`nt-screen-event ${upcoming ? 'nt-screen-event--upcoming' : 'nt-screen-event--past'}`}>
      <p className="nt-screen-event__when">
        {upcoming ? t('screen.upcoming', { date: formats.date(event._date_) }) : t('screen.heldOn', { date: formats.date(event._date_) })}
      </p>
      <Localized as="p" className="nt-screen-event__title" translations={event.translations} field="title" english={event.title} />
      {place.venue.text && (
        <p className="nt-screen-event__place">
          <MarkedText text={t('screen.venue', { venue: '<venue/>' })} parts={{ venue: () => <span lang={venueLang}>{place.venue.text}</span> }} />
        </p>
      )}
      {place.time && (
        <p className="nt-screen-event__place">
          <MarkedText text={t('screen.time', { time: '<time/>' })} parts={{ time: () => <span lang={timeLang}>{place.time}</span> }} />
        </p>
      )}
    </div>
  );
}

/**
 * /screen, the lobby TV: news and events carousels and the notice list. Runs unattended for days:
 * it refreshes by itself, keeps the last good data while the API is down, and never shows an
 * error page; at worst a small line says when the data was last updated.
 */
export function ScreenPage() {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const { time } = useScreenFormats();
  usePageHead({ title: t('screen.title'), description: t('screen.description'), noindex: true });
  useDailyReload();
  const options = { refreshMs: SCREEN_REFRESH_MS, retryMs: SCREEN_RETRY_MS };
  const news = useLiveResource<NewsResponse>('/api/news/1/10?lean=1', options);
  const events = useLiveResource<EventsResponse>('/api/events/1/10?lean=1', options);
  const notices = useLiveResource<NoticeListResponse>('/api/notice/1/20?lean=1', options);

  const failing = news.failing || events.failing || notices.failing;
  const times = [news.updatedAt, events.updatedAt, notices.updatedAt].filter((t): t is number => t !== undefined);
  const oldest = times.length ? Math.min(...times) : undefined;

  return (
    <main id="main-content" className="nt-screen">
      <header className="nt-screen__header">
        <div>
          <p className="nt-screen__college">{t('screen.college')}</p>
          <h1 className="nt-screen__title">{t('screen.live')}</h1>
        </div>
        <div className="nt-screen__status">
          <ScreenClock />
          <p className={`nt-screen__freshness${failing ? ' nt-screen__freshness--stale' : ''}`} role="status">
            {failing
              ? oldest
                ? t('screen.reconnecting', { time: time(oldest) })
                : t('screen.connecting')
              : oldest
                ? t('screen.updated', { time: time(oldest) })
                : t('screen.loading')}
          </p>
        </div>
      </header>
      <div className="nt-screen__grid">
        <section className="nt-screen__panel" aria-labelledby="screen-news">
          <h2 id="screen-news">{t('screen.news')}</h2>
          {news.data && news.data.rows.length > 0 ? (
            <Carousel
              label={t('screen.collegeNews')}
              intervalMs={9000}
              className="nt-carousel--screen"
              slides={news.data.rows.slice(0, 10).map((item) => ({
                key: item.id,
                content: (
                  <figure className="nt-screen-slide">
                    <NewsImage
                      className="nt-screen-slide__image"
                      src={item.images?.[0]?.url}
                      variants={item.images?.[0]?.variants}
                      alt={item.images?.[0]?.alt ?? ''}
                      width={960}
                      height={540}
                      eager
                    />
                    <figcaption>
                      <span className="nt-screen-slide__date">{formats.listDate(item._date_)}</span>
                      <Localized className="nt-screen-slide__title" translations={item.translations} field="title" english={item.title} />
                    </figcaption>
                  </figure>
                ),
              }))}
            />
          ) : (
            <p className="nt-screen__waiting">{news.data ? t('screen.noNews') : t('screen.newsSoon')}</p>
          )}
        </section>
        <section className="nt-screen__panel" aria-labelledby="screen-events">
          <h2 id="screen-events">{t('screen.events')}</h2>
          {events.data && events.data.rows.length > 0 ? (
            <Carousel
              label={t('screen.collegeEvents')}
              intervalMs={8000}
              className="nt-carousel--screen"
              slides={events.data.rows.slice(0, 10).map((event) => ({ key: event.id, content: <ScreenEvent event={event} /> }))}
            />
          ) : (
            <p className="nt-screen__waiting">{events.data ? t('screen.noEvents') : t('screen.eventsSoon')}</p>
          )}
        </section>
        <section className="nt-screen__panel nt-screen__panel--notices" aria-labelledby="screen-notices">
          <h2 id="screen-notices">{t('screen.notices')}</h2>
          {notices.data && notices.data.rows.length > 0 ? (
            <NoticeTicker notices={notices.data.rows} />
          ) : (
            <p className="nt-screen__waiting">{notices.data ? t('screen.noNotices') : t('screen.noticesSoon')}</p>
          )}
        </section>
      </div>
    </main>
  );
}
