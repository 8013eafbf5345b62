import { Link } from 'react-router';
import { ErrorState, LoadingState, Localized, useFailureText, useLite, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { Carousel } from '../../../components/carousel';
import { NewsImage } from '../../../components/news-image';
import { CAROUSEL_SLIDES, useHomeNews } from '../api/home-data';

/** Three captioned news photos, one at a time, looping (docs/product/figures.md), each to its news item. */
export function NewsCarousel() {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const news = useHomeNews();
  const lite = useLite();
  if (news.status === 'loading') return <LoadingState label={t('home.photosLoading')} minHeight="100%" />;
  if (news.status === 'failed') {
    return <ErrorState title={t('home.photosFailed')} message={failureText(news.error, news.httpStatus)} onRetry={news.retry} />;
  }
  const rows = news.data.rows.slice(0, CAROUSEL_SLIDES);
  if (rows.length === 0) return null;
  // A lite page has no carousel: the news items' titles, each to its page, and no photo downloaded.
  if (lite) {
    return (
      <section className="nt-carousel-lite" aria-label={t('home.photos')}>
        <ul>
          {rows.map((item) => (
            <li key={item.id}>
              <Link to={`/news/newslist/${item.id}`}>
                <Localized translations={item.translations} field="title" english={item.title} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <Carousel
      label={t('home.photos')}
      className="nt-carousel--home"
      slides={rows.map((item, i) => ({
        key: item.id,
        content: (
          <figure className="nt-photo-slide">
            <NewsImage
              className="nt-photo-slide__image"
              src={item.images?.[0]?.url}
              variants={item.images?.[0]?.variants}
              sizes="(min-width: 1280px) 1200px, 100vw"
              alt={item.images?.[0]?.alt ?? ''}
              width={1200}
              height={675}
              eager={i === 0}
            />
            <figcaption>
              <Link to={`/news/newslist/${item.id}`}>
                <Localized translations={item.translations} field="title" english={item.title} />
              </Link>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
