import { Link } from 'react-router';
import type { TenderListResponse, TenderRow } from '@aec/contracts';
import { PageHeader, formatDate, shortenText, usePageHead, useResource } from '@aec/ui';
import { AttachmentList } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { attachmentsOf, firstRow, parseJsonList } from '../../../api/records';
import { tenderDatesOf } from '../api/notice-fields';
import { TenderStatusBadge } from './tender-item';

const TENDERS = { to: '/notifications/tender', label: 'Back to the tenders' };

/** The full tender beside the list: number, reference, status, dates, description, files and corrigenda. */
export function TenderDetail({ id }: { id: number }) {
  const resource = useResource<TenderListResponse | TenderRow>(`/api/tender/${id}?lean=1`);
  const tender = resource.status === 'ready' ? firstRow<TenderRow>(resource.data) : undefined;
  if (tender) return <TenderArticle tender={tender} />;
  return <DetailStates resource={resource} noun="Tender" className="nt-detail" notFound={<TenderNotFound id={id} />} back={TENDERS} />;
}

export function TenderNotFound({ id }: { id: string | number }) {
  return (
    <ItemNotFound
      noun="Tender"
      id={id}
      explanation="This tender could not be found. It may have been withdrawn, or the link may be mistyped."
      back={TENDERS}
    />
  );
}

function TenderArticle({ tender }: { tender: TenderRow }) {
  const dates = tenderDatesOf(tender);
  const text = parseJsonList<{ description?: string }>(tender.description)[0]?.description;
  const closing = dates.closing ? ` Last date for bids: ${formatDate(dates.closing)}.` : '';
  usePageHead({
    title: tender.title,
    description: shortenText(text) || shortenText(`${tender.tender_no ? `Tender No. ${tender.tender_no}: ` : ''}${tender.title}.${closing}`),
    type: 'article',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Notifications', path: '/notifications' },
      { name: 'Tenders', path: '/notifications/tender' },
      { name: tender.title },
    ],
  });
  return (
    <article className="nt-detail">
      {/* The number is shown where a lead goes, but is not the page's description (that is set above). */}
      <PageHeader title={tender.title}>{tender.tender_no && <p className="page-header__lead">Tender No. {tender.tender_no}</p>}</PageHeader>
      <p>
        <TenderStatusBadge tender={tender} />
      </p>
      <dl className="nt-dates">
        {tender.reference && (
          <div>
            <dt>Reference</dt>
            <dd>{tender.reference}</dd>
          </div>
        )}
        {dates.type && (
          <div>
            <dt>Issued by</dt>
            <dd>{dates.type}</dd>
          </div>
        )}
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={tender._date_}>{formatDate(tender._date_)}</time>
          </dd>
        </div>
        <div>
          <dt>Last date for bids</dt>
          <dd>{dates.closing ? <time dateTime={dates.closing}>{formatDate(dates.closing)}</time> : 'Not given'}</dd>
        </div>
        <div>
          <dt>Opening of bids</dt>
          <dd>{dates.opening ? <time dateTime={dates.opening}>{formatDate(dates.opening)}</time> : 'Not given'}</dd>
        </div>
      </dl>
      {text && <p className="prose">{text}</p>}
      <h2 className="nt-detail__subhead">Tender documents</h2>
      {attachmentsOf('tender', tender).length ? (
        <AttachmentList attachments={attachmentsOf('tender', tender)} headline={tender.title} />
      ) : (
        <p>No documents are attached to this tender.</p>
      )}
      {tender.corrigenda?.length > 0 && (
        <>
          <h2 className="nt-detail__subhead">Corrigenda</h2>
          <ol className="nt-corrigenda-list">
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                <p className="nt-corrigenda__title">
                  <time dateTime={c._date_}>{formatDate(c._date_)}</time>: {c.title}
                </p>
                {c.description && <p>{c.description}</p>}
                <AttachmentList
                  attachments={c.files.map((f, i) => ({ label: `Corrigendum file ${i + 1}`, url: f.url, type: f.type, size: f.size }))}
                  headline={`${tender.title} - ${c.title}`}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      <p>
        <Link to="/notifications/tender">All tenders</Link>
      </p>
    </article>
  );
}
