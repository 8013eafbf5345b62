import { useDateFormats, MarkedText } from '@aec/ui';
import type { NoticeCard } from '../data/notice-cards';
import { useOfficeT } from '../messages/hooks';

/** A notice board: the union's and the office's notices, newest first. */
export function NoticeCardList({ notices, headingLevel = 2 }: { notices: NoticeCard[]; headingLevel?: 2 | 3 }) {
  const t = useOfficeT();
  const formats = useDateFormats();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const newestFirst = [...notices].sort((a, b) => (a.postedon < b.postedon ? 1 : a.postedon > b.postedon ? -1 : 0));
  return (
    <ul className="notice-cards">
      {newestFirst.map((notice) => (
        <li key={notice.id} className="card notice-card">
          <Heading className="notice-card__headline">{t(notice.headline)}</Heading>
          <p className="notice-card__meta">
            <MarkedText
              text={t('common.postedOn', { date: formats.date(notice.postedon), by: t(notice.postedby) })}
              parts={{ date: (date) => <time dateTime={notice.postedon}>{date}</time> }}
            />
          </p>
          <p>{t(notice.description)}</p>
        </li>
      ))}
    </ul>
  );
}
