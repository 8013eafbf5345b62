import { Link, useParams } from 'react-router';
import type { EventsResponse } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader, SafeHtml, formatDate, isUpcoming } from '@aec/ui';
import { AttachmentButton } from '../../../components/attachment-button';
import { useResource } from '../../../hooks/use-resource';
import { eventPlaceOf } from '../api/event-fields';
import { AddToCalendarButton } from './add-to-calendar-button';

function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** /events/eventlist/{id}: message, venue, time and attachments (PDFs to download, images shown). */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const resource = useResource<EventsResponse>(valid ? `/api/events/${id}?lean=1` : null);

  if (!valid) {
    return (
      <>
        <PageHeader title="Event" />
        <ErrorState title="This event could not be found" message="The address does not name an event." />
        <Link to="/events">All events</Link>
      </>
    );
  }
  if (resource.status === 'loading') {
    return (
      <div aria-busy="true">
        <PageHeader title="Event" />
        <LoadingState label="Loading the event…" minHeight="50vh" />
      </div>
    );
  }
  const event = resource.status === 'ready' ? resource.data.rows[0] : undefined;
  if (!event) {
    return (
      <>
        <PageHeader title="Event" />
        <ErrorState
          title="This event could not be shown"
          message={resource.error ?? 'This event could not be found. It may have been removed.'}
          onRetry={resource.retry}
        />
        <Link to="/events">All events</Link>
      </>
    );
  }
  const place = eventPlaceOf(event);
  const upcoming = isUpcoming(event._date_);
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
          <AddToCalendarButton
            event={{
              id: event.id,
              title: event.title,
              date: event._date_,
              venue: place.venue,
              time: place.time,
              details: plainText(event.message) || place.summary,
              url: `${window.location.origin}/events/eventlist/${event.id}`,
            }}
          />
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
