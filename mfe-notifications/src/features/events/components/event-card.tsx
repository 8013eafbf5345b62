import { Link } from 'react-router';
import type { EventRow } from '@aec/contracts';
import { Localized, isUpcoming, useContentLang, useDateFormats, useLanguage, usePageNow, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { eventPlaceIn } from '../api/event-fields';

/** An event card: blue when upcoming (today included), grey once past (docs/product/news-and-events.md), said in words too. */
export function EventCard({ event, headingLevel: Heading = 'h2' }: { event: EventRow; headingLevel?: 'h2' | 'h3' }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const upcoming = isUpcoming(event._date_, usePageNow());
  const place = eventPlaceIn(event, useLanguage());
  const venueLang = useContentLang(place.venue.lang);
  const timeLang = useContentLang('en');
  return (
    <Link className={`card nt-event-card ${upcoming ? 'nt-event-card--upcoming' : 'nt-event-card--past'}`} to={`/events/eventlist/${event.id}`}>
      <p className="nt-event-card__when">
        <span className="nt-event-card__status">{upcoming ? t('event.upcoming') : t('event.past')}</span>
        <time dateTime={event._date_}>{formats.date(event._date_)}</time>
      </p>
      <Localized as={Heading} className="nt-event-card__title" translations={event.translations} field="title" english={event.title} />
      {(place.venue.text || place.time) && (
        <p className="nt-event-card__place">
          {place.venue.text && <span lang={venueLang}>{place.venue.text}</span>}
          {place.venue.text && place.time && ' · '}
          {place.time && <span lang={timeLang}>{place.time}</span>}
        </p>
      )}
    </Link>
  );
}
