import type { NewsRow } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader, useFailureText, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { useGrowingList } from '../../../hooks/use-growing-list';
import { NewsCard } from './news-card';
import { usePageFeed } from '../../../api/feeds';

/** docs/product/figures.md: the news list shows 8 at a time. */
export const NEWS_PAGE_SIZE = 8;

export function NewsListPage() {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const list = useGrowingList<NewsRow>('news', NEWS_PAGE_SIZE);
  usePageFeed('news');
  return (
    <>
      <PageHeader title={t('news.heading')} lead={t('news.list.lead')} />
      {list.rows.length === 0 && list.loading && <LoadingState label={t('news.list.loading')} minHeight="50vh" />}
      {list.rows.length === 0 && !list.loading && !list.error && <EmptyState>{t('news.list.empty')}</EmptyState>}
      {list.rows.length > 0 && (
        <ul className="card-grid nt-card-list">
          {list.rows.map((news, index) => (
            <li key={news.id}>
              {/* The first card's photo is the largest paint (on a wide screen too: the first row starts with it): at once,
                  at high priority. The others, the rest of a wide screen's first row included, load as they are laid out
                  in view: fetched beside the first, they took a slow phone's bandwidth from it. */}
              <NewsCard news={news} photo={index === 0 ? 'first' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      {list.error && <ErrorState title={t('news.list.failed')} message={failureText(list.error, list.errorStatus)} onRetry={list.retry} />}
      {list.rows.length > 0 && list.loading && <LoadingState label={t('news.list.loadingMore')} minHeight="3rem" />}
      {list.hasMore && !list.loading && !list.error && (
        <button type="button" className="button button--secondary nt-more" onClick={list.loadMore}>
          {t('news.list.more')}
        </button>
      )}
    </>
  );
}
