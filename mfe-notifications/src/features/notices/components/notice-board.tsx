import { useState } from 'react';
import { Link } from 'react-router';
import type { NoticeRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState } from '@aec/ui';
import { TitleSearch, listSummary } from '../../../components/title-search';
import { titleMatches } from '../../../api/records';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { useLoadAllWhileSearching } from '../../../hooks/use-search-all';
import { NoticeItem } from './notice-item';

export const NOTICE_PAGE_SIZE = 20;

interface NoticeBoardProps {
  /** The heading of the panel (an h2: the page has its own h1). */
  title?: string;
  currentId?: number;
}

/** The notice board: titled list with a live title search, 20 at a time with 'Load more'. */
export function NoticeBoard({ title = 'Notice Board', currentId }: NoticeBoardProps) {
  const list = useGrowingList<NoticeRow>('notice', NOTICE_PAGE_SIZE);
  const [query, setQuery] = useState('');
  useLoadAllWhileSearching(list, query);
  const shown = list.rows.filter((n) => titleMatches(n.title, query));
  const headingId = 'notice-board-heading';

  return (
    <section className="nt-panel" aria-labelledby={headingId}>
      <div className="nt-panel__head">
        <h2 id={headingId}>{title}</h2>
        <a className="nt-feed-link" href="/api/feeds/notices.rss">
          RSS<span className="visually-hidden"> feed of notices</span>
        </a>
      </div>
      <TitleSearch
        label="Search notices by title"
        value={query}
        onChange={setQuery}
        summary={listSummary(shown.length, list.rows.length, list.total, query, 'notices')}
      />
      {list.rows.length === 0 && list.loading && <LoadingState label="Loading notices…" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>There are no notices at the moment.</EmptyState>}
      {list.rows.length > 0 && shown.length === 0 && (
        <EmptyState>
          No notice title contains “{query.trim()}”.{' '}
          <Link to={`/notifications/archive?q=${encodeURIComponent(query.trim())}`}>Search the whole archive</Link>
        </EmptyState>
      )}
      {shown.length > 0 && (
        <ul className="nt-list">
          {shown.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} current={notice.id === currentId} />
            </li>
          ))}
        </ul>
      )}
      {list.error && (
        <ErrorState title="The notices could not be loaded" message={list.error} onRetry={list.retry} />
      )}
      {list.rows.length > 0 && list.loading && <LoadingState label="Loading more notices…" minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          Load more notices
        </button>
      )}
    </section>
  );
}
