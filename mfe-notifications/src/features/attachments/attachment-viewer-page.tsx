import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ATTACHED_ITEM_PATHS, attachmentTextPath, type AttachedKind, type EventRow, type NoticeRow, type TenderRow, type Translations } from '@aec/contracts';
import { clampPage, ErrorState, PdfViewer, useDateFormats, useHttpStatus, useLocalized, usePageHead, useResource, useT } from '@aec/ui';
import { NAMESPACE } from '../../messages/catalogue';
import { attachmentsOf, firstRow, type Attachment } from '../../api/records';
import { ReadAsTextLink, useAttachmentLabel } from '../../components/attachment-button';
import { ContentPageHeader } from '../../components/content';
import { DetailStates } from '../../components/detail-states';
import { ItemNotFound } from '../../components/item-not-found';

interface AttachedItem {
  title: string;
  translations?: Translations;
  files: Attachment[];
}

/** Each kind's detail answer, read as the item's title and its files in order ("Attachment n" is files[n - 1]). */
const ITEMS: Record<AttachedKind, { api: (id: number) => string; read: (answer: unknown) => AttachedItem | undefined }> = {
  notice: {
    api: (id) => `/api/notice/${id}?lean=1`,
    read: (answer) => {
      const row = firstRow<NoticeRow>(answer as NoticeRow);
      return row && { title: row.title, translations: row.translations, files: attachmentsOf('notice', row) };
    },
  },
  tender: {
    api: (id) => `/api/tender/${id}?lean=1`,
    read: (answer) => {
      const row = firstRow<TenderRow>(answer as TenderRow);
      return row && { title: row.title, translations: row.translations, files: attachmentsOf('tender', row) };
    },
  },
  event: {
    api: (id) => `/api/events/${id}?lean=1`,
    read: (answer) => {
      const row = (answer as { rows?: EventRow[] }).rows?.[0];
      return (
        row && { title: row.title, translations: row.translations, files: row.attachments.map((f) => ({ label: '', url: f.url, type: f.type, size: f.size })) }
      );
    },
  },
};

/** A whole number from 1 in the address, or null (the page is then a 404). */
const positive = (text: string | null | undefined): number | null => (text && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : null);

/**
 * ?page=p as asked, never an error: below 1 is page 1, 2.5 is page 2, anything not a number is page 1.
 * Past the end it is clamped once the PDF has loaded and says how many pages it has (the viewer's onOpen).
 */
const MAX_PAGE = 99_999;
const requestedPage = (text: string | null) => clampPage(Number(text), MAX_PAGE);

/**
 * /{notifications/notice|notifications/tender|events/eventlist}/{id}/attachment/{n}?page=p: one PDF of an item in
 * the site's viewer, opened at page p (where a search found its words). Rendered on the server like the
 * item's page; without JavaScript its links open the PDF at that page and its text at that page's heading.
 */
export function AttachmentViewerPage({ kind }: { kind: AttachedKind }) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = positive(params.id);
  const n = positive(params.n);
  const page = requestedPage(search.get('page'));
  const resource = useResource<unknown>(id && n ? ITEMS[kind].api(id) : null);
  const back = id ? `${ATTACHED_ITEM_PATHS[kind]}/${id}` : ATTACHED_ITEM_PATHS[kind];
  if (!id || !n) return <ItemNotFound kind={kind} id={params.id ?? ''} back={ATTACHED_ITEM_PATHS[kind]} />;
  const item = resource.status === 'ready' ? ITEMS[kind].read(resource.data) : undefined;
  const notFound = <ItemNotFound kind={kind} id={id} back={ATTACHED_ITEM_PATHS[kind]} />;
  if (!item) return <DetailStates resource={resource} kind={kind} className="nt-detail" notFound={notFound} back={back} />;
  // A new address (another page asked for) starts from what it asks, not from where the last one opened.
  return <AttachmentViewer key={`${n}:${page}`} kind={kind} id={id} n={n} page={page} item={item} back={back} />;
}

function AttachmentViewer({
  kind,
  id,
  n,
  page: asked,
  item,
  back,
}: {
  kind: AttachedKind;
  id: number;
  n: number;
  page: number;
  item: AttachedItem;
  back: string;
}) {
  const t = useT(NAMESPACE);
  // The page the viewer opened at: what was asked, until the PDF says it has fewer pages.
  const [page, setPage] = useState(asked);
  const { number } = useDateFormats();
  const label = useAttachmentLabel()(n);
  const title = useLocalized(item.translations, 'title', item.title);
  const file = item.files[n - 1];
  const pdf = file?.type === 'application/pdf' ? file : undefined;
  useHttpStatus(pdf ? 200 : 404);
  usePageHead({
    title: `${label}: ${title.text}`,
    description: t('viewer.description', { label, headline: title.text }),
    // The document's own text page is what search engines should read (it is in the sitemap).
    noindex: true,
  });
  return (
    <article className="nt-detail">
      <ContentPageHeader title={title}>
        <p className="page-header__lead">{t('viewer.lead', { label })}</p>
      </ContentPageHeader>
      {pdf ? (
        <>
          <p className="nt-page-links">
            <Link to={back}>{t(`viewer.back.${kind}`)}</Link>
            <ReadAsTextLink path={attachmentTextPath(kind, id, n, page)} label={label} />
            {/* Browsers' own PDF viewers open at #page=: the way in without JavaScript. */}
            <a href={`${pdf.url}#page=${page}`}>{t('viewer.openPdf', { page: number(page) })}</a>
          </p>
          <PdfViewer
            src={pdf.url}
            title={`${label}: ${title.text}`}
            initialPage={asked}
            initialPageNote={t('viewer.openedAt', { page: number(page) })}
            onOpen={setPage}
          />
        </>
      ) : (
        <>
          <ErrorState title={t('viewer.missing.heading')} message={t('viewer.missing.explanation', { label })} />
          <p>
            <Link to={back}>{t(`viewer.back.${kind}`)}</Link>
          </p>
        </>
      )}
    </article>
  );
}
