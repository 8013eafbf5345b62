import { useState } from 'react';
import { Link } from 'react-router';
import type { NoticeRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, NotifyMeOnThisPhone, useFailureText, useLanguage, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { TitleSearch, useListSummary } from '../../../components/title-search';
import { contentTitleMatches } from '../../../api/content';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { useLoadAllWhileSearching } from '../../../hooks/use-search-all';
import { NoticeItem } from './notice-item';
import { FEEDS } from '../../../api/feeds';

export const NOTICE_PAGE_SIZE = 20;

interface NoticeBoardProps {
  /** The heading of the panel (an h2: the page has its own h1); 'Notice Board' unless given. */
  title?: string;
  currentId?: number;
}

/** The notice board: titled list with a live title search, 20 at a time with 'Load more'. */
export function NoticeBoard({ title, currentId }: NoticeBoardProps) {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const listSummary = useListSummary('notices');
  const list = useGrowingList<NoticeRow>('notice', NOTICE_PAGE_SIZE);
  const language = useLanguage();
  const [query, setQuery] = useState('');
  useLoadAllWhileSearching(list, query);
  const shown = list.rows.filter((n) => contentTitleMatches(n, language, query));
  const headingId = 'notice-board-heading';

  return (
    <section className="nt-panel" aria-labelledby={headingId}>
      <div className="nt-panel__head">
        <h2 id={headingId}>{title ?? t('notices.board')}</h2>
        {/* The feed itself stays English (a reader's program, not a page). */}
        <a className="nt-feed-link" href={FEEDS.notices.href}>
          RSS<span className="visually-hidden"> {t('notices.rss')}</span>
        </a>
      </div>
      {/* Web Push for every notice; shown after hydration, where the browser has Push and service workers. */}
      <NotifyMeOnThisPhone topics={['notices']} />
      <TitleSearch label={t('notices.search')} value={query} onChange={setQuery} summary={listSummary(shown.length, list.rows.length, list.total, query)} />
      {list.rows.length === 0 && list.loading && <LoadingState label={t('notices.loading')} />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>{t('notices.empty')}</EmptyState>}
      {list.rows.length > 0 && shown.length === 0 && (
        <EmptyState>
          {t('notices.noMatch', { query: query.trim() })}{' '}
          <Link to={`/notifications/archive?q=${encodeURIComponent(query.trim())}`}>{t('notices.searchWholeArchive')}</Link>
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
      {list.error && <ErrorState title={t('notices.failed')} message={failureText(list.error, list.errorStatus)} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label={t('notices.loadingMore')} minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          {t('notices.loadMore')}
        </button>
      )}
    </section>
  );
}
