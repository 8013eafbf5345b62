import type { NewsRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { NewsCard } from './news-card';

/** SPEC §9: the news list shows 8 at a time. */
export const NEWS_PAGE_SIZE = 8;

export function NewsListPage() {
  const list = useGrowingList<NewsRow>('news', NEWS_PAGE_SIZE);
  return (
    <>
      <PageHeader title="News" lead="News from Assam Engineering College: achievements, visits, results and campus life." />
      {list.rows.length === 0 && list.loading && <LoadingState label="Loading news…" minHeight="50vh" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>There is no news yet.</EmptyState>}
      {list.rows.length > 0 && (
        <ul className="card-grid nt-card-list">
          {list.rows.map((news) => (
            <li key={news.id}>
              <NewsCard news={news} />
            </li>
          ))}
        </ul>
      )}
      {list.error && <ErrorState title="The news could not be loaded" message={list.error} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label="Loading more news…" minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          More news
        </button>
      )}
    </>
  );
}
