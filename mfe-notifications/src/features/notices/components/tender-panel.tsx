import { useState } from 'react';
import type { TenderRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, useFailureText, useLanguage, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { TitleSearch, useListSummary } from '../../../components/title-search';
import { contentTitleMatches } from '../../../api/content';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { useLoadAllWhileSearching } from '../../../hooks/use-search-all';
import { TenderItem } from './tender-item';
import { FEEDS, usePageFeed } from '../../../api/feeds';

/** docs/product/figures.md: tenders come 5 at a time. */
export const TENDER_PAGE_SIZE = 5;

/** The tender panel: live title search, status, dates, attachments and corrigenda, 5 at a time. */
export function TenderPanel({ currentId }: { currentId?: number }) {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const listSummary = useListSummary('tenders');
  const list = useGrowingList<TenderRow>('tender', TENDER_PAGE_SIZE);
  const language = useLanguage();
  const [query, setQuery] = useState('');
  usePageFeed('tenders');
  useLoadAllWhileSearching(list, query);
  const shown = list.rows.filter((tender) => contentTitleMatches(tender, language, query));
  const headingId = 'tender-panel-heading';

  return (
    <section className="nt-panel" aria-labelledby={headingId}>
      <div className="nt-panel__head">
        <h2 id={headingId}>{t('tenders.title')}</h2>
        <a className="nt-feed-link" href={FEEDS.tenders.href}>
          RSS<span className="visually-hidden"> {t('tenders.rss')}</span>
        </a>
      </div>
      <TitleSearch label={t('tenders.search')} value={query} onChange={setQuery} summary={listSummary(shown.length, list.rows.length, list.total, query)} />
      {/* A screen high while loading: on a phone the notice board sits below the tenders, and five
          tenders are taller than a screen, so it starts below the fold instead of being pushed there. */}
      {list.rows.length === 0 && list.loading && <LoadingState label={t('tenders.loading')} minHeight="100vh" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>{t('tenders.empty')}</EmptyState>}
      {list.rows.length > 0 && shown.length === 0 && (
        <EmptyState>{list.hasMore ? t('tenders.noMatchLoaded', { query: query.trim() }) : t('tenders.noMatch', { query: query.trim() })}</EmptyState>
      )}
      {shown.length > 0 && (
        <ul className="nt-list">
          {shown.map((tender) => (
            <li key={tender.id}>
              <TenderItem tender={tender} current={tender.id === currentId} />
            </li>
          ))}
        </ul>
      )}
      {list.error && <ErrorState title={t('tenders.failed')} message={failureText(list.error, list.errorStatus)} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label={t('tenders.loadingMore')} minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          {t('tenders.loadMore')}
        </button>
      )}
    </section>
  );
}
