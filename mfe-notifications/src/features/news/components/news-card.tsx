import { Link } from 'react-router';
import type { NewsRow } from '@aec/contracts';
import { Localized, useDateFormats } from '@aec/ui';
import { NewsImage } from '../../../components/news-image';
import { NewBadge } from '../../../components/new-badge';

/**
 * A news card: photo (or the college mark), title and date (list rule of docs/product/figures.md), to the full item.
 * `eager`: the card is in the first screen, its photo the page's largest paint: not lazily loaded.
 */
export function NewsCard({ news, headingLevel: Heading = 'h2', eager = false }: { news: NewsRow; headingLevel?: 'h2' | 'h3'; eager?: boolean }) {
  const formats = useDateFormats();
  const image = news.images?.[0];
  return (
    <Link className="card nt-news-card" to={`/news/newslist/${news.id}`}>
      <NewsImage
        className="nt-news-card__image"
        src={image?.url}
        variants={image?.variants}
        sizes="(min-width: 1040px) 320px, (min-width: 640px) 50vw, 100vw"
        alt=""
        width={480}
        height={270}
        eager={eager}
      />
      <Localized as={Heading} className="nt-news-card__title" translations={news.translations} field="title" english={news.title} />
      <p className="nt-item__meta">
        <time dateTime={news._date_}>{formats.listDate(news._date_)}</time>
        <NewBadge published={news._date_} />
      </p>
    </Link>
  );
}
