import { Link } from 'react-router';
import type { NewsRow } from '@aec/contracts';
import { Localized, useDateFormats } from '@aec/ui';
import { NewsImage } from '../../../components/news-image';
import { NewBadge } from '../../../components/new-badge';

/**
 * How a card's photo is drawn across a phone (the card spans the container, 1rem each side: a 390 px phone
 * at 2× asks for 716 px, the 720 variant, not the 960), half a row on a tablet, a quarter row on a wide screen.
 */
export const NEWS_CARD_SIZES = '(min-width: 1040px) 320px, (min-width: 640px) 50vw, calc(100vw - 2rem)';

/**
 * A news card: photo (or the college mark), title and date (list rule of docs/product/figures.md), to the full item.
 * `photo`: 'first' for the list's first card, whose photo is the page's largest paint (loaded at once, at high
 * priority); lazily loaded otherwise.
 */
export function NewsCard({ news, headingLevel: Heading = 'h2', photo = 'lazy' }: { news: NewsRow; headingLevel?: 'h2' | 'h3'; photo?: 'first' | 'lazy' }) {
  const formats = useDateFormats();
  const image = news.images?.[0];
  return (
    <Link className="card nt-news-card" to={`/news/newslist/${news.id}`}>
      <NewsImage
        className="nt-news-card__image"
        src={image?.url}
        variants={image?.variants}
        sizes={NEWS_CARD_SIZES}
        alt=""
        width={480}
        height={270}
        priority={photo === 'first'}
      />
      <Localized as={Heading} className="nt-news-card__title" translations={news.translations} field="title" english={news.title} />
      <p className="nt-item__meta">
        <time dateTime={news._date_}>{formats.listDate(news._date_)}</time>
        <NewBadge published={news._date_} />
      </p>
    </Link>
  );
}
