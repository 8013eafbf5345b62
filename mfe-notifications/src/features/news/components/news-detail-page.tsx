import { Link, useParams } from 'react-router';
import type { NewsResponse, NewsRow } from '@aec/contracts';
import {
  languagePath,
  plainSummary,
  useContentLang,
  useDateFormats,
  useLanguage,
  useLocalized,
  usePageHead,
  useResource,
  useT,
  VideoList,
  videosUrl,
  type LocalizedText,
} from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { FEEDS } from '../../../api/feeds';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { NewsImage } from '../../../components/news-image';
import { previewImageUrl } from '../../../api/preview-image';
import { newsBodyIn } from '../../../api/content';
import { ContentHtml, ContentPageHeader } from '../../../components/content';

const ALL_NEWS = '/news';

/** /news/newslist/{id}: title, date, message as markup and every photo; reloads when the id changes. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const resource = useResource<NewsResponse>(valid ? `/api/news/${id}?lean=1` : null);

  if (!valid) return <NewsNotFound id={id} />;
  const news = resource.status === 'ready' ? resource.data.rows[0] : undefined;
  if (news) return <NewsArticle key={news.id} news={news} />;
  return <DetailStates resource={resource} kind="news" minHeight="50vh" notFound={<NewsNotFound id={id} />} back={ALL_NEWS} />;
}

function NewsNotFound({ id }: { id: string }) {
  return <ItemNotFound kind="news" id={id} back={ALL_NEWS} />;
}

/** What a news item says about itself: description, preview image and schema.org NewsArticle, in the page's language when it has it. */
function useNewsHead(news: NewsRow, title: LocalizedText, body: LocalizedText): void {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const language = useLanguage();
  const siteName = t('common.siteName');
  const path = languagePath(language, `/news/newslist/${news.id}`);
  const image = news.images?.find((i) => previewImageUrl(i.url));
  const imageUrl = previewImageUrl(image?.url);
  const description = plainSummary(body.text) || t('news.description', { date: formats.date(news._date_) });
  usePageHead({
    title: title.text,
    description,
    image: imageUrl,
    imageAlt: imageUrl ? image?.alt || title.text : undefined,
    type: 'article',
    breadcrumbs: [
      { name: t('common.home'), path: languagePath(language, '/') },
      { name: t('news.heading'), path: languagePath(language, '/news') },
      { name: title.text },
    ],
    feeds: [FEEDS.news],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title.text,
        datePublished: news._date_,
        description,
        url: path,
        mainEntityOfPage: path,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        author: { '@type': 'CollegeOrUniversity', name: siteName, url: languagePath(language, '/') },
        publisher: { '@type': 'CollegeOrUniversity', name: siteName, url: languagePath(language, '/') },
      },
    ],
  });
}

function NewsArticle({ news }: { news: NewsRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const title = useLocalized(news.translations, 'title', news.title);
  const body = newsBodyIn(news, useLanguage());
  useNewsHead(news, title, body);
  // The photos' descriptions are written in English only.
  const captionLang = useContentLang('en');
  const images = news.images ?? [];
  return (
    <article className="nt-article">
      <ContentPageHeader title={title}>
        <p className="nt-item__meta">
          {t('news.publishedOn')} <time dateTime={news._date_}>{formats.date(news._date_)}</time>
        </p>
      </ContentPageHeader>
      {images.length === 0 ? (
        <NewsImage className="nt-article__image" src={undefined} alt="" width={960} height={540} />
      ) : (
        <div className={`nt-article__gallery nt-article__gallery--${Math.min(images.length, 3)}`}>
          {images.map((image, i) => (
            <figure key={image.url}>
              <NewsImage
                className="nt-article__image"
                src={image.url}
                variants={image.variants}
                // One photo spans the article (at most 960 px; on a phone the container's width, 1rem each side: a
                // 390 px phone at 2× takes the 720 variant); two or three share its width from 720 px up.
                sizes={
                  images.length > 1 ? '(min-width: 1040px) 480px, (min-width: 720px) 50vw, calc(100vw - 2rem)' : '(min-width: 1040px) 960px, calc(100vw - 2rem)'
                }
                alt={image.alt || t('news.photo', { n: formats.number(i + 1), title: title.text })}
                width={960}
                height={540}
                // The first photo is the page's largest paint; the others load as they come into view.
                priority={i === 0}
              />
              {image.alt && <figcaption lang={captionLang}>{image.alt}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      <ContentHtml className="prose nt-article__body" content={body} />
      <VideoList url={videosUrl('news', news.id)} />
      <p>
        <Link to="/news">{t('news.back')}</Link>
      </p>
    </article>
  );
}
