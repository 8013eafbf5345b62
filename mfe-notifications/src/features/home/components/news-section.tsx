import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState, useFailureText, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { NewsCard } from '../../news/components/news-card';
import { useHomeNews } from '../api/home-data';

/** Five news cards and 'More News from AEC'. */
export function NewsSection() {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const news = useHomeNews();
  return (
    <section className="nt-home-section" aria-labelledby="home-news-heading">
      <h2 id="home-news-heading">{t('home.news')}</h2>
      {news.status === 'loading' && <LoadingState label={t('news.list.loading')} />}
      {news.status === 'failed' && <ErrorState title={t('news.list.failed')} message={failureText(news.error, news.httpStatus)} onRetry={news.retry} />}
      {news.status === 'ready' && news.data.rows.length === 0 && <EmptyState>{t('news.list.empty')}</EmptyState>}
      {news.status === 'ready' && news.data.rows.length > 0 && (
        <ul className="card-grid nt-card-list">
          {news.data.rows.slice(0, 5).map((item) => (
            <li key={item.id}>
              <NewsCard news={item} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
      <p className="nt-home-section__more">
        <Link className="button" to="/news">
          {t('home.moreNews')}
        </Link>
      </p>
    </section>
  );
}
