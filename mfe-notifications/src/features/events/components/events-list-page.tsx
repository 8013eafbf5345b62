import type { EventRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader, useFailureText, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { EventCard } from './event-card';
import { FEEDS, usePageFeed } from '../../../api/feeds';

/** docs/product/figures.md: the events list shows 8 at a time. */
export const EVENTS_PAGE_SIZE = 8;

export function EventsListPage() {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const list = useGrowingList<EventRow>('events', EVENTS_PAGE_SIZE);
  usePageFeed('events');
  usePageFeed('eventsRss');
  return (
    <>
      <PageHeader title={t('event.list.title')} lead={t('event.list.lead')}>
        <p className="nt-page-links">
          <a href={FEEDS.events.href}>{t('event.list.subscribe')}</a>
        </p>
      </PageHeader>
      {list.rows.length === 0 && list.loading && <LoadingState label={t('event.list.loading')} minHeight="50vh" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>{t('event.list.empty')}</EmptyState>}
      {list.rows.length > 0 && (
        <ul className="card-grid nt-card-list">
          {list.rows.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      {list.error && <ErrorState title={t('event.list.failed')} message={failureText(list.error, list.errorStatus)} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label={t('event.list.loadingMore')} minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          {t('event.list.more')}
        </button>
      )}
    </>
  );
}
