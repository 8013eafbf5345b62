import { formatDate } from '@aec/ui';
import type { NoticeCard } from '../data/notice-cards';

/** A notice board: the union's and the office's notices, newest first. */
export function NoticeCardList({ notices, headingLevel = 2 }: { notices: NoticeCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const newestFirst = [...notices].sort((a, b) => (a.postedon < b.postedon ? 1 : a.postedon > b.postedon ? -1 : 0));
  return (
    <ul className="notice-cards">
      {newestFirst.map((notice) => (
        <li key={notice.id} className="card notice-card">
          <Heading className="notice-card__headline">{notice.headline}</Heading>
          <p className="notice-card__meta">
            Posted on <time dateTime={notice.postedon}>{formatDate(notice.postedon)}</time> by {notice.postedby}
          </p>
          <p>{notice.description}</p>
        </li>
      ))}
    </ul>
  );
}
