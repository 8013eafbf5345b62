import { Link, useParams } from 'react-router';
import type { NewsResponse } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader, SafeHtml, formatDate } from '@aec/ui';
import { NewsImage } from '../../../components/news-image';
import { useResource } from '../../../hooks/use-resource';

/** /news/newslist/{id}: title, date, message as markup and every photo; reloads when the id changes. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const resource = useResource<NewsResponse>(valid ? `/api/news/${id}?lean=1` : null);

  if (!valid) {
    return (
      <>
        <PageHeader title="News" />
        <ErrorState title="This news item could not be found" message="The address does not name a news item." />
        <Link to="/news">All news</Link>
      </>
    );
  }
  if (resource.status === 'loading') {
    return (
      <div aria-busy="true">
        <PageHeader title="News" />
        <LoadingState label="Loading the news item…" minHeight="50vh" />
      </div>
    );
  }
  const news = resource.status === 'ready' ? resource.data.rows[0] : undefined;
  if (!news) {
    return (
      <>
        <PageHeader title="News" />
        <ErrorState
          title="This news item could not be shown"
          message={resource.error ?? 'This news item could not be found. It may have been removed.'}
          onRetry={resource.retry}
        />
        <Link to="/news">All news</Link>
      </>
    );
  }
  const images = news.images ?? [];
  return (
    <article className="nt-article">
      <PageHeader title={news.title}>
        <p className="nt-item__meta">
          Published on <time dateTime={news._date_}>{formatDate(news._date_)}</time>
        </p>
      </PageHeader>
      {images.length === 0 ? (
        <NewsImage className="nt-article__image" src={undefined} alt="" width={960} height={540} />
      ) : (
        <div className={`nt-article__gallery nt-article__gallery--${Math.min(images.length, 3)}`}>
          {images.map((image, i) => (
            <figure key={image.url}>
              <NewsImage className="nt-article__image" src={image.url} alt={image.alt || `Photo ${i + 1} of ${news.title}`} width={960} height={540} eager={i === 0} />
              {image.alt && <figcaption>{image.alt}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      <SafeHtml className="prose nt-article__body" html={news.message || news.description} />
      <p>
        <Link to="/news">All news</Link>
      </p>
    </article>
  );
}
