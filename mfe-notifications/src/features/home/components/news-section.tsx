import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@aec/ui';
import { NewsCard } from '../../news/components/news-card';
import { useHomeNews } from '../api/home-data';

/** Five news cards and 'More News from AEC'. */
export function NewsSection() {
  const news = useHomeNews();
  return (
    <section className="nt-home-section" aria-labelledby="home-news-heading">
      <h2 id="home-news-heading">News</h2>
      {news.status === 'loading' && <LoadingState label="Loading news…" />}
      {news.status === 'failed' && <ErrorState title="The news could not be loaded" message={news.error} onRetry={news.retry} />}
      {news.status === 'ready' && news.data.rows.length === 0 && <EmptyState>There is no news yet.</EmptyState>}
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
          More News from AEC
        </Link>
      </p>
    </section>
  );
}
