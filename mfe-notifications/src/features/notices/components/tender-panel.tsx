import { useState } from 'react';
import type { TenderRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState } from '@aec/ui';
import { TitleSearch, listSummary } from '../../../components/title-search';
import { titleMatches } from '../../../api/records';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { useLoadAllWhileSearching } from '../../../hooks/use-search-all';
import { TenderItem } from './tender-item';

/** SPEC §9: tenders come 5 at a time. */
export const TENDER_PAGE_SIZE = 5;

/** The tender panel: live title search, status, dates, attachments and corrigenda, 5 at a time. */
export function TenderPanel({ currentId }: { currentId?: number }) {
  const list = useGrowingList<TenderRow>('tender', TENDER_PAGE_SIZE);
  const [query, setQuery] = useState('');
  useLoadAllWhileSearching(list, query);
  const shown = list.rows.filter((t) => titleMatches(t.title, query));
  const headingId = 'tender-panel-heading';

  return (
    <section className="nt-panel" aria-labelledby={headingId}>
      <div className="nt-panel__head">
        <h2 id={headingId}>Tenders</h2>
        <a className="nt-feed-link" href="/api/feeds/tenders.rss">
          RSS<span className="visually-hidden"> feed of tenders</span>
        </a>
      </div>
      <TitleSearch
        label="Search tenders by title"
        value={query}
        onChange={setQuery}
        summary={listSummary(shown.length, list.rows.length, list.total, query, 'tenders')}
      />
      {/* A screen high while loading: on a phone the notice board sits below the tenders, and five
          tenders are taller than a screen, so it starts below the fold instead of being pushed there. */}
      {list.rows.length === 0 && list.loading && <LoadingState label="Loading tenders…" minHeight="100vh" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>There are no tenders at the moment.</EmptyState>}
      {list.rows.length > 0 && shown.length === 0 && <EmptyState>No tender title contains “{query.trim()}”{list.hasMore ? ' among those loaded' : ''}.</EmptyState>}
      {shown.length > 0 && (
        <ul className="nt-list">
          {shown.map((tender) => (
            <li key={tender.id}>
              <TenderItem tender={tender} current={tender.id === currentId} />
            </li>
          ))}
        </ul>
      )}
      {list.error && <ErrorState title="The tenders could not be loaded" message={list.error} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label="Loading more tenders…" minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          Load more tenders
        </button>
      )}
    </section>
  );
}
