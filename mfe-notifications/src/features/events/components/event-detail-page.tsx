import { Link, useParams } from 'react-router';
import type { EventRow, EventsResponse } from '@aec/contracts';
import { PageHeader, SITE_NAME, SafeHtml, collegeDay, formatDate, isUpcoming, plainTextOf, shortenText, usePageHead, useResource, usePageNow } from '@aec/ui';
import { AttachmentButton } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { previewImageUrl } from '../../../api/preview-image';
import { eventPlaceOf, type EventPlace } from '../api/event-fields';

const ALL_EVENTS = { to: '/events', label: 'All events' };

/** /events/eventlist/{id}: message, venue, time and attachments (PDFs to download, images shown). */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const resource = useResource<EventsResponse>(valid ? `/api/events/${id}?lean=1` : null);

  if (!valid) return <EventNotFound id={id} />;
  const event = resource.status === 'ready' ? resource.data.rows[0] : undefined;
  if (event) return <EventArticle event={event} />;
  return <DetailStates resource={resource} noun="Event" minHeight="50vh" notFound={<EventNotFound id={id} />} back={ALL_EVENTS} />;
}

function EventNotFound({ id }: { id: string }) {
  return (
    <ItemNotFound
      noun="Event"
      id={id}
      explanation="This event could not be found. It may have been removed, or the link may be mistyped."
      back={ALL_EVENTS}
    />
  );
}

const COLLEGE_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: 'Assam Engineering College, Jalukbari',
  addressLocality: 'Guwahati',
  addressRegion: 'Assam',
  postalCode: '781013',
  addressCountry: 'IN',
};

/**
 * What an event says about itself: description, preview image and schema.org Event. The time is
 * free text ('10:00 AM onwards'), so the event is dated by its college day, start and end, as the
 * calendar feed does, rather than with a guessed hour.
 */
function useEventHead(event: EventRow, place: EventPlace, details: string): void {
  const path = `/events/eventlist/${event.id}`;
  const image = event.attachments?.find((a) => a.type.startsWith('image/') && previewImageUrl(a.url));
  const imageUrl = previewImageUrl(image?.url);
  const day = collegeDay(event._date_) ?? event._date_;
  const description = shortenText(details) || `${event.title}: ${formatDate(event._date_)}${place.venue ? `, ${place.venue}` : ''}, ${SITE_NAME}.`;
  usePageHead({
    title: event.title,
    description,
    image: imageUrl,
    imageAlt: imageUrl ? `${event.title}: picture 1` : undefined,
    type: 'article',
    breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Events', path: '/events' }, { name: event.title }],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        startDate: day,
        endDate: day,
        description,
        url: path,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: place.venue ? `${place.venue}, ${SITE_NAME}` : SITE_NAME,
          address: COLLEGE_ADDRESS,
        },
        ...(imageUrl ? { image: [imageUrl] } : {}),
        organizer: { '@type': 'CollegeOrUniversity', name: SITE_NAME, url: '/' },
      },
    ],
  });
}

function EventArticle({ event }: { event: EventRow }) {
  const place = eventPlaceOf(event);
  const details = plainTextOf(event.message) || place.summary;
  useEventHead(event, place, details);
  const upcoming = isUpcoming(event._date_, usePageNow());
  const attachments = event.attachments ?? [];
  const images = attachments.filter((a) => a.type.startsWith('image/'));
  const files = attachments.filter((a) => !a.type.startsWith('image/'));
  return (
    <article className="nt-article">
      <PageHeader title={event.title}>
        <p className={`nt-badge ${upcoming ? 'nt-badge--upcoming' : 'nt-badge--past'}`}>{upcoming ? 'Upcoming event' : 'Past event'}</p>
      </PageHeader>
      <dl className="nt-dates nt-dates--large">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={event._date_}>{formatDate(event._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{place.time || 'To be announced'}</dd>
        </div>
        <div>
          <dt>Venue</dt>
          <dd>{place.venue || 'To be announced'}</dd>
        </div>
      </dl>
      {upcoming && (
        <p>
          {/* The server writes the file (Content-Disposition: attachment); phones and desktop calendars open it. */}
          <a className="button button--secondary" href={`/api/feeds/events/${event.id}.ics`}>
            Add to calendar
          </a>
        </p>
      )}
      {event.message ? <SafeHtml className="prose nt-article__body" html={event.message} /> : place.summary && <p className="prose">{place.summary}</p>}
      {files.length > 0 && (
        <section aria-labelledby="event-files">
          <h2 id="event-files">Documents</h2>
          <div className="nt-attachments">
            {files.map((file, i) => (
              <AttachmentButton
                key={file.url}
                attachment={{ label: `Attachment ${i + 1}`, url: file.url, type: file.type, size: file.size }}
                headline={event.title}
                numbered={i > 0}
              />
            ))}
          </div>
        </section>
      )}
      {images.length > 0 && (
        <section aria-labelledby="event-images">
          <h2 id="event-images">Pictures</h2>
          <div className="nt-article__gallery nt-article__gallery--2">
            {images.map((image, i) => (
              <img key={image.url} className="nt-article__image" src={image.url} alt={`${event.title}: picture ${i + 1}`} width={960} height={540} loading="lazy" decoding="async" />
            ))}
          </div>
        </section>
      )}
      <p>
        <Link to="/events">All events</Link>
      </p>
    </article>
  );
}
