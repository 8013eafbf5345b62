import type { EventRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { EventCard } from './event-card';

/** SPEC §9: the events list shows 8 at a time. */
export const EVENTS_PAGE_SIZE = 8;

export function EventsListPage() {
  const list = useGrowingList<EventRow>('events', EVENTS_PAGE_SIZE);
  return (
    <>
      <PageHeader title="Events" lead="Upcoming and past events at the college. Upcoming events are shown in blue, past ones in grey.">
        <p className="nt-page-links">
          <a href="/api/feeds/events.ics">Subscribe to the events calendar (iCal)</a>
        </p>
      </PageHeader>
      {list.rows.length === 0 && list.loading && <LoadingState label="Loading events…" minHeight="50vh" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>No events have been announced yet.</EmptyState>}
      {list.rows.length > 0 && (
        <ul className="card-grid nt-card-list">
          {list.rows.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      {list.error && <ErrorState title="The events could not be loaded" message={list.error} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label="Loading more events…" minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          More events
        </button>
      )}
    </>
  );
}
