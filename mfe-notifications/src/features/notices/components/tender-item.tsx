import { Link } from 'react-router';
import type { TenderRow } from '@aec/contracts';
import { daysUntil, useContentLang, useDateFormats, useLocalized, usePageNow, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { AttachmentList, useAttachmentLabel } from '../../../components/attachment-button';
import { NewBadge } from '../../../components/new-badge';
import { attachmentsOf } from '../../../api/records';
import { tenderDatesOf, tenderStatusOf } from '../api/notice-fields';
import { EnglishText } from '../../../components/content';

interface TenderItemProps {
  tender: TenderRow;
  current?: boolean;
}

export function TenderStatusBadge({ tender }: { tender: TenderRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const now = usePageNow();
  const status = tenderStatusOf(tender, now);
  const days = status === 'closing' ? daysUntil(tenderDatesOf(tender).closing, now) : null;
  return (
    <span className={`nt-badge nt-badge--${status}`}>
      {t(`tender.status.${status}`)}
      {days !== null && days >= 0 && ` · ${days <= 1 ? t('tender.closesWithinDay') : t('tender.closesIn', { count: days, n: formats.number(days) })}`}
    </span>
  );
}

/** The files of each corrigendum, named 'Corrigendum file 1' … in the page's language. */
export function useCorrigendumFiles() {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  return (files: TenderRow['corrigenda'][number]['files']) =>
    files.map((f, i) => ({ label: t('attachment.corrigendumFile', { n: formats.number(i + 1) }), url: f.url, type: f.type, size: f.size }));
}

/** One tender: number, title, status, dates (list rule of docs/product/figures.md for the posting date), attachments, corrigenda. */
export function TenderItem({ tender, current = false }: TenderItemProps) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const attachmentLabel = useAttachmentLabel();
  const corrigendumFiles = useCorrigendumFiles();
  const dates = tenderDatesOf(tender);
  const title = useLocalized(tender.translations, 'title', tender.title);
  const titleLang = useContentLang(title.lang);
  return (
    <article className={`nt-item${current ? ' nt-item--current' : ''}`}>
      <h3 className="nt-item__title">
        <Link to={`/notifications/tender/${tender.id}`} aria-current={current ? 'page' : undefined} lang={titleLang}>
          {title.text}
        </Link>{' '}
        <NewBadge published={tender._date_} />
      </h3>
      <p className="nt-item__meta">
        <TenderStatusBadge tender={tender} />
        {tender.tender_no && <span>{t('tender.number', { number: tender.tender_no })}</span>}
        {dates.type && <span className="nt-tag">{dates.type}</span>}
      </p>
      <dl className="nt-dates">
        <div>
          <dt>{t('common.posted')}</dt>
          <dd>
            <time dateTime={tender._date_}>{formats.listDate(tender._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('tender.closing')}</dt>
          <dd>{dates.closing ? <time dateTime={dates.closing}>{formats.date(dates.closing)}</time> : t('common.notGiven')}</dd>
        </div>
        <div>
          <dt>{t('tender.opening')}</dt>
          <dd>{dates.opening ? <time dateTime={dates.opening}>{formats.date(dates.opening)}</time> : t('common.notGiven')}</dd>
        </div>
      </dl>
      <AttachmentList attachments={attachmentsOf('tender', tender, attachmentLabel)} headline={title.text} />
      {tender.corrigenda?.length > 0 && (
        <div className="nt-corrigenda">
          <p className="nt-corrigenda__title">{t('tender.corrigenda', { count: tender.corrigenda.length, n: formats.number(tender.corrigenda.length) })}</p>
          <ul>
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                {/* Corrigenda are written in English only. */}
                <time dateTime={c._date_}>{formats.date(c._date_)}</time>: <EnglishText>{c.title}</EnglishText>
                <AttachmentList attachments={corrigendumFiles(c.files)} headline={`${title.text} - ${c.title}`} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
