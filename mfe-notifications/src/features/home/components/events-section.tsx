import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState, useFailureText, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { EventCard } from '../../events/components/event-card';
import { useHomeEvents } from '../api/home-data';

/** Five event cards (a spinner while they load) and 'More Events'. */
export function EventsSection() {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const events = useHomeEvents();
  return (
    <section className="nt-home-section" aria-labelledby="home-events-heading">
      <h2 id="home-events-heading">{t('home.events')}</h2>
      {events.status === 'loading' && <LoadingState label={t('event.list.loading')} />}
      {events.status === 'failed' && (
        <ErrorState title={t('event.list.failed')} message={failureText(events.error, events.httpStatus)} onRetry={events.retry} />
      )}
      {events.status === 'ready' && events.data.rows.length === 0 && <EmptyState>{t('event.list.empty')}</EmptyState>}
      {events.status === 'ready' && events.data.rows.length > 0 && (
        <ul className="card-grid nt-card-list">
          {events.data.rows.slice(0, 5).map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
      <p className="nt-home-section__more">
        <Link className="button" to="/events">
          {t('home.moreEvents')}
        </Link>
      </p>
    </section>
  );
}
