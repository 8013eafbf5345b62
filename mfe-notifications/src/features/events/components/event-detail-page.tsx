import { Link, useParams } from 'react-router';
import type { EventRow, EventsResponse } from '@aec/contracts';
import { PageHeader, SafeHtml, collegeDay, isUpcoming, languagePath, plainTextOf, shortenText, useDateFormats, useLanguage, usePageHead, useResource, usePageNow, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { AttachmentButton, useAttachmentLabel } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { previewImageUrl } from '../../../api/preview-image';
import { eventPlaceOf, type EventPlace } from '../api/event-fields';

const ALL_EVENTS = '/events';

/** /events/eventlist/{id}: message, venue, time and attachments (PDFs to download, images shown). */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const resource = useResource<EventsResponse>(valid ? `/api/events/${id}?lean=1` : null);

  if (!valid) return <EventNotFound id={id} />;
  const event = resource.status === 'ready' ? resource.data.rows[0] : undefined;
  if (event) return <EventArticle event={event} />;
  return <DetailStates resource={resource} kind="event" minHeight="50vh" notFound={<EventNotFound id={id} />} back={ALL_EVENTS} />;
}

function EventNotFound({ id }: { id: string }) {
  return <ItemNotFound kind="event" id={id} back={ALL_EVENTS} />;
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
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const language = useLanguage();
  const siteName = t('common.siteName');
  const path = languagePath(language, `/events/eventlist/${event.id}`);
  const image = event.attachments?.find((a) => a.type.startsWith('image/') && previewImageUrl(a.url));
  const imageUrl = previewImageUrl(image?.url);
  const day = collegeDay(event._date_) ?? event._date_;
  const date = formats.date(event._date_);
  const description =
    shortenText(details) || (place.venue ? t('event.descriptionAt', { title: event.title, date, venue: place.venue }) : t('event.description', { title: event.title, date }));
  usePageHead({
    title: event.title,
    description,
    image: imageUrl,
    imageAlt: imageUrl ? t('event.picture', { title: event.title, n: formats.number(1) }) : undefined,
    type: 'article',
    breadcrumbs: [{ name: t('common.home'), path: languagePath(language, '/') }, { name: t('event.list.title'), path: languagePath(language, '/events') }, { name: event.title }],
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
          name: place.venue ? t('event.place', { venue: place.venue }) : siteName,
          address: COLLEGE_ADDRESS,
        },
        ...(imageUrl ? { image: [imageUrl] } : {}),
        organizer: { '@type': 'CollegeOrUniversity', name: siteName, url: languagePath(language, '/') },
      },
    ],
  });
}

function EventArticle({ event }: { event: EventRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const attachmentLabel = useAttachmentLabel();
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
        <p className={`nt-badge ${upcoming ? 'nt-badge--upcoming' : 'nt-badge--past'}`}>{upcoming ? t('event.upcomingEvent') : t('event.past')}</p>
      </PageHeader>
      <dl className="nt-dates nt-dates--large">
        <div>
          <dt>{t('event.date')}</dt>
          <dd>
            <time dateTime={event._date_}>{formats.date(event._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('event.time')}</dt>
          <dd>{place.time || t('common.toBeAnnounced')}</dd>
        </div>
        <div>
          <dt>{t('event.venue')}</dt>
          <dd>{place.venue || t('common.toBeAnnounced')}</dd>
        </div>
      </dl>
      {upcoming && (
        <p>
          {/* The server writes the file (Content-Disposition: attachment); phones and desktop calendars open it. */}
          <a className="button button--secondary" href={`/api/feeds/events/${event.id}.ics`}>
            {t('event.addToCalendar')}
          </a>
        </p>
      )}
      {event.message ? <SafeHtml className="prose nt-article__body" html={event.message} /> : place.summary && <p className="prose">{place.summary}</p>}
      {files.length > 0 && (
        <section aria-labelledby="event-files">
          <h2 id="event-files">{t('event.documents')}</h2>
          <div className="nt-attachments">
            {files.map((file, i) => (
              <AttachmentButton
                key={file.url}
                attachment={{ label: attachmentLabel(i + 1), url: file.url, type: file.type, size: file.size }}
                headline={event.title}
                numbered={i > 0}
              />
            ))}
          </div>
        </section>
      )}
      {images.length > 0 && (
        <section aria-labelledby="event-images">
          <h2 id="event-images">{t('event.pictures')}</h2>
          <div className="nt-article__gallery nt-article__gallery--2">
            {images.map((image, i) => (
              <img key={image.url} className="nt-article__image" src={image.url} alt={t('event.picture', { title: event.title, n: formats.number(i + 1) })} width={960} height={540} loading="lazy" decoding="async" />
            ))}
          </div>
        </section>
      )}
      <p>
        <Link to="/events">{t('event.back')}</Link>
      </p>
    </article>
  );
}
