import { Link } from 'react-router';
import type { TenderRow } from '@aec/contracts';
import { daysUntil, formatDate, formatListDate, usePageNow } from '@aec/ui';
import { AttachmentList } from '../../../components/attachment-button';
import { NewBadge } from '../../../components/new-badge';
import { attachmentsOf } from '../../../api/records';
import { TENDER_STATUS_LABEL, tenderDatesOf, tenderStatusOf } from '../api/notice-fields';

interface TenderItemProps {
  tender: TenderRow;
  current?: boolean;
}

export function TenderStatusBadge({ tender }: { tender: TenderRow }) {
  const now = usePageNow();
  const status = tenderStatusOf(tender, now);
  const days = status === 'closing' ? daysUntil(tenderDatesOf(tender).closing, now) : null;
  return (
    <span className={`nt-badge nt-badge--${status}`}>
      {TENDER_STATUS_LABEL[status]}
      {days !== null && days >= 0 && ` · ${days <= 1 ? 'closes within a day' : `closes in ${days} days`}`}
    </span>
  );
}

/** One tender: number, title, status, dates (list rule of SPEC §9 for the posting date), attachments, corrigenda. */
export function TenderItem({ tender, current = false }: TenderItemProps) {
  const dates = tenderDatesOf(tender);
  return (
    <article className={`nt-item${current ? ' nt-item--current' : ''}`}>
      <h3 className="nt-item__title">
        <Link to={`/notifications/tender/${tender.id}`} aria-current={current ? 'page' : undefined}>
          {tender.title}
        </Link>{' '}
        <NewBadge published={tender._date_} />
      </h3>
      <p className="nt-item__meta">
        <TenderStatusBadge tender={tender} />
        {tender.tender_no && <span>Tender No. {tender.tender_no}</span>}
        {dates.type && <span className="nt-tag">{dates.type}</span>}
      </p>
      <dl className="nt-dates">
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={tender._date_}>{formatListDate(tender._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>Closing</dt>
          <dd>{dates.closing ? <time dateTime={dates.closing}>{formatDate(dates.closing)}</time> : 'Not given'}</dd>
        </div>
        <div>
          <dt>Opening</dt>
          <dd>{dates.opening ? <time dateTime={dates.opening}>{formatDate(dates.opening)}</time> : 'Not given'}</dd>
        </div>
      </dl>
      <AttachmentList attachments={attachmentsOf('tender', tender)} headline={tender.title} />
      {tender.corrigenda?.length > 0 && (
        <div className="nt-corrigenda">
          <p className="nt-corrigenda__title">
            {tender.corrigenda.length === 1 ? 'Corrigendum' : `Corrigenda (${tender.corrigenda.length})`}
          </p>
          <ul>
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                <time dateTime={c._date_}>{formatDate(c._date_)}</time>: {c.title}
                <AttachmentList
                  attachments={c.files.map((f, i) => ({ label: `Corrigendum file ${i + 1}`, url: f.url, type: f.type, size: f.size }))}
                  headline={`${tender.title} - ${c.title}`}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
