import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@aec/ui';
import { EventCard } from '../../events/components/event-card';
import { useHomeEvents } from '../api/home-data';

/** Five event cards (a spinner while they load) and 'More Events'. */
export function EventsSection() {
  const events = useHomeEvents();
  return (
    <section className="nt-home-section" aria-labelledby="home-events-heading">
      <h2 id="home-events-heading">Events</h2>
      {events.status === 'loading' && <LoadingState label="Loading events…" />}
      {events.status === 'failed' && <ErrorState title="The events could not be loaded" message={events.error} onRetry={events.retry} />}
      {events.status === 'ready' && events.data.rows.length === 0 && <EmptyState>No events have been announced yet.</EmptyState>}
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
          More Events
        </Link>
      </p>
    </section>
  );
}
