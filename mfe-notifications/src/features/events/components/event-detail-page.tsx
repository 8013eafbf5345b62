import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { attachmentTextPath, eventSchedule, type EventRow, type EventsResponse } from '@aec/contracts';
import {
  collegeDay,
  isUpcoming,
  languagePath,
  plainTextOf,
  shortenText,
  useContentLang,
  useDateFormats,
  useLanguage,
  useLocalized,
  usePageHead,
  useResource,
  usePageNow,
  useT,
  ResponsiveImage,
  VideoList,
  videosUrl,
  type LocalizedText,
} from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { FEEDS } from '../../../api/feeds';
import { AttachmentButton, ReadAsTextLink, useAttachmentLabel } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { previewImageUrl } from '../../../api/preview-image';
import { eventPlaceIn, type LocalizedEventPlace } from '../api/event-fields';
import { preferTranslated } from '../../../api/content';
import { ContentHtml, ContentPageHeader } from '../../../components/content';

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
 * free text ('10:00 AM onwards'): the event starts at the clock time it names, in India time, and
 * is dated by its college day alone when it names none (eventSchedule, as the calendar feed does).
 */
function useEventHead(event: EventRow, title: string, place: LocalizedEventPlace, details: string): void {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const language = useLanguage();
  const siteName = t('common.siteName');
  const path = languagePath(language, `/events/eventlist/${event.id}`);
  const image = event.attachments?.find((a) => a.type.startsWith('image/') && previewImageUrl(a.url));
  const imageUrl = previewImageUrl(image?.url);
  const schedule = eventSchedule(collegeDay(event._date_) ?? event._date_, event.time);
  const date = formats.date(event._date_);
  const venue = place.venue.text;
  const description = shortenText(details) || (venue ? t('event.descriptionAt', { title, date, venue }) : t('event.description', { title, date }));
  usePageHead({
    title,
    description,
    image: imageUrl,
    imageAlt: imageUrl ? t('event.picture', { title, n: formats.number(1) }) : undefined,
    type: 'article',
    breadcrumbs: [
      { name: t('common.home'), path: languagePath(language, '/') },
      { name: t('event.list.title'), path: languagePath(language, '/events') },
      { name: title },
    ],
    feeds: [FEEDS.events],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: title,
        ...(schedule.allDay
          ? { startDate: schedule.day, endDate: schedule.day }
          : { startDate: schedule.start, ...(schedule.end ? { endDate: schedule.end } : {}) }),
        description,
        url: path,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: venue ? t('event.place', { venue }) : siteName,
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
  // The title, text and venue in the page's language when the event has them there (docs/product/languages.md).
  const title = useLocalized(event.translations, 'title', event.title);
  const message = useLocalized(event.translations, 'message', event.message);
  const place = eventPlaceIn(event, useLanguage());
  const body: LocalizedText = preferTranslated(message, place.summary);
  const venueLang = useContentLang(place.venue.lang);
  const timeLang = useContentLang('en');
  const bodyLang = useContentLang(body.lang);
  useEventHead(event, title.text, place, plainTextOf(body.text));
  const upcoming = isUpcoming(event._date_, usePageNow());
  const attachments = event.attachments ?? [];
  const images = attachments.filter((a) => a.type.startsWith('image/'));
  const files = attachments.filter((a) => !a.type.startsWith('image/'));
  return (
    <article className="nt-article">
      <ContentPageHeader title={title}>
        <p className={`nt-badge ${upcoming ? 'nt-badge--upcoming' : 'nt-badge--past'}`}>{upcoming ? t('event.upcomingEvent') : t('event.past')}</p>
      </ContentPageHeader>
      <dl className="nt-dates nt-dates--large">
        <div>
          <dt>{t('event.date')}</dt>
          <dd>
            <time dateTime={event._date_}>{formats.date(event._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('event.time')}</dt>
          {place.time ? <dd lang={timeLang}>{place.time}</dd> : <dd>{t('common.toBeAnnounced')}</dd>}
        </div>
        <div>
          <dt>{t('event.venue')}</dt>
          {place.venue.text ? <dd lang={venueLang}>{place.venue.text}</dd> : <dd>{t('common.toBeAnnounced')}</dd>}
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
      {/* The message is markup; the description's text is plain. */}
      {body === message ? (
        <ContentHtml className="prose nt-article__body" content={message} />
      ) : (
        body.text && (
          <p className="prose" lang={bodyLang}>
            {body.text}
          </p>
        )
      )}
      <VideoList url={videosUrl('event', event.id)} />
      {files.length > 0 && (
        <section aria-labelledby="event-files">
          <h2 id="event-files">{t('event.documents')}</h2>
          <div className="nt-attachments">
            {files.map((file, i) => {
              // "Attachment n" counts every file of the event, pictures too, as its public address
              // (/attachment/n), its text page, the viewer and search do: a shared link keeps its number.
              const position = attachments.indexOf(file) + 1;
              return (
                <Fragment key={file.url}>
                  <AttachmentButton
                    attachment={{ label: attachmentLabel(position), url: file.url, type: file.type, size: file.size }}
                    headline={title.text}
                    numbered={i > 0}
                  />
                  {file.type === 'application/pdf' && (
                    <ReadAsTextLink path={attachmentTextPath('event', event.id, position)} label={attachmentLabel(position)} />
                  )}
                </Fragment>
              );
            })}
          </div>
        </section>
      )}
      {images.length > 0 && (
        <section aria-labelledby="event-images">
          <h2 id="event-images">{t('event.pictures')}</h2>
          <div className="nt-article__gallery nt-article__gallery--2">
            {images.map((image, i) => (
              <ResponsiveImage
                key={image.url}
                className="nt-article__image"
                src={image.url}
                variants={image.variants}
                sizes="(min-width: 1040px) 480px, (min-width: 640px) 50vw, 100vw"
                alt={t('event.picture', { title: title.text, n: formats.number(i + 1) })}
                width={960}
                height={540}
                loading="lazy"
                decoding="async"
              />
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
