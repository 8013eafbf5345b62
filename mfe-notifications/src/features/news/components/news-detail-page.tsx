import { Link, useParams } from 'react-router';
import type { NewsResponse, NewsRow } from '@aec/contracts';
import { PageHeader, SITE_NAME, SafeHtml, formatDate, plainSummary, usePageHead, useResource } from '@aec/ui';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { NewsImage } from '../../../components/news-image';
import { previewImageUrl } from '../../../api/preview-image';

const ALL_NEWS = { to: '/news', label: 'All news' };

/** /news/newslist/{id}: title, date, message as markup and every photo; reloads when the id changes. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const resource = useResource<NewsResponse>(valid ? `/api/news/${id}?lean=1` : null);

  if (!valid) return <NewsNotFound id={id} />;
  const news = resource.status === 'ready' ? resource.data.rows[0] : undefined;
  if (news) return <NewsArticle key={news.id} news={news} />;
  return <DetailStates resource={resource} noun="News item" title="News" minHeight="50vh" notFound={<NewsNotFound id={id} />} back={ALL_NEWS} />;
}

function NewsNotFound({ id }: { id: string }) {
  return (
    <ItemNotFound
      noun="News item"
      id={id}
      explanation="This news item could not be found. It may have been removed, or the link may be mistyped."
      back={ALL_NEWS}
    />
  );
}

/** What a news item says about itself: description, preview image and schema.org NewsArticle. */
function useNewsHead(news: NewsRow): void {
  const path = `/news/newslist/${news.id}`;
  const image = news.images?.find((i) => previewImageUrl(i.url));
  const imageUrl = previewImageUrl(image?.url);
  const description = plainSummary(news.message || news.description) || `News from ${SITE_NAME}, ${formatDate(news._date_)}.`;
  usePageHead({
    title: news.title,
    description,
    image: imageUrl,
    imageAlt: imageUrl ? image?.alt || news.title : undefined,
    type: 'article',
    breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'News', path: '/news' }, { name: news.title }],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: news.title,
        datePublished: news._date_,
        description,
        url: path,
        mainEntityOfPage: path,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        author: { '@type': 'CollegeOrUniversity', name: SITE_NAME, url: '/' },
        publisher: { '@type': 'CollegeOrUniversity', name: SITE_NAME, url: '/' },
      },
    ],
  });
}

function NewsArticle({ news }: { news: NewsRow }) {
  useNewsHead(news);
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
