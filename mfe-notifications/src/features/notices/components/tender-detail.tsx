import { Link } from 'react-router';
import type { TenderListResponse, TenderRow } from '@aec/contracts';
import { PageHeader, languagePath, shortenText, useDateFormats, useLanguage, usePageHead, useResource, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { AttachmentList, useAttachmentLabel } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { attachmentsOf, firstRow, parseJsonList } from '../../../api/records';
import { tenderDatesOf } from '../api/notice-fields';
import { TenderStatusBadge, useCorrigendumFiles } from './tender-item';

const TENDERS = '/notifications/tender';

/** The full tender beside the list: number, reference, status, dates, description, files and corrigenda. */
export function TenderDetail({ id }: { id: number }) {
  const resource = useResource<TenderListResponse | TenderRow>(`/api/tender/${id}?lean=1`);
  const tender = resource.status === 'ready' ? firstRow<TenderRow>(resource.data) : undefined;
  if (tender) return <TenderArticle tender={tender} />;
  return <DetailStates resource={resource} kind="tender" className="nt-detail" notFound={<TenderNotFound id={id} />} back={TENDERS} />;
}

export function TenderNotFound({ id }: { id: string | number }) {
  return <ItemNotFound kind="tender" id={id} back={TENDERS} />;
}

function TenderArticle({ tender }: { tender: TenderRow }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const language = useLanguage();
  const attachmentLabel = useAttachmentLabel();
  const corrigendumFiles = useCorrigendumFiles();
  const dates = tenderDatesOf(tender);
  const text = parseJsonList<{ description?: string }>(tender.description)[0]?.description;
  const number = tender.tender_no ? `${t('tender.number', { number: tender.tender_no })}: ` : '';
  const closing = dates.closing ? ` ${t('tender.lastDateSentence', { date: formats.date(dates.closing) })}` : '';
  const attachments = attachmentsOf('tender', tender, attachmentLabel);
  usePageHead({
    title: tender.title,
    description: shortenText(text) || shortenText(`${number}${tender.title}.${closing}`),
    type: 'article',
    breadcrumbs: [
      { name: t('common.home'), path: languagePath(language, '/') },
      { name: t('common.notifications'), path: languagePath(language, '/notifications') },
      { name: t('tenders.title'), path: languagePath(language, '/notifications/tender') },
      { name: tender.title },
    ],
  });
  const notGiven = t('common.notGiven');
  return (
    <article className="nt-detail">
      {/* The number is shown where a lead goes, but is not the page's description (that is set above). */}
      <PageHeader title={tender.title}>{tender.tender_no && <p className="page-header__lead">{t('tender.number', { number: tender.tender_no })}</p>}</PageHeader>
      <p>
        <TenderStatusBadge tender={tender} />
      </p>
      <dl className="nt-dates">
        {tender.reference && (
          <div>
            <dt>{t('tender.reference')}</dt>
            <dd>{tender.reference}</dd>
          </div>
        )}
        {dates.type && (
          <div>
            <dt>{t('common.issuedBy')}</dt>
            <dd>{dates.type}</dd>
          </div>
        )}
        <div>
          <dt>{t('common.posted')}</dt>
          <dd>
            <time dateTime={tender._date_}>{formats.date(tender._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('tender.lastDate')}</dt>
          <dd>{dates.closing ? <time dateTime={dates.closing}>{formats.date(dates.closing)}</time> : notGiven}</dd>
        </div>
        <div>
          <dt>{t('tender.openingOfBids')}</dt>
          <dd>{dates.opening ? <time dateTime={dates.opening}>{formats.date(dates.opening)}</time> : notGiven}</dd>
        </div>
      </dl>
      {text && <p className="prose">{text}</p>}
      <h2 className="nt-detail__subhead">{t('tender.documents')}</h2>
      {attachments.length ? <AttachmentList attachments={attachments} headline={tender.title} /> : <p>{t('tender.noDocuments')}</p>}
      {tender.corrigenda?.length > 0 && (
        <>
          <h2 className="nt-detail__subhead">{t('tender.corrigendaHeading')}</h2>
          <ol className="nt-corrigenda-list">
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                <p className="nt-corrigenda__title">
                  <time dateTime={c._date_}>{formats.date(c._date_)}</time>: {c.title}
                </p>
                {c.description && <p>{c.description}</p>}
                <AttachmentList attachments={corrigendumFiles(c.files)} headline={`${tender.title} - ${c.title}`} />
              </li>
            ))}
          </ol>
        </>
      )}
      <p>
        <Link to="/notifications/tender">{t('tender.all')}</Link>
      </p>
    </article>
  );
}
