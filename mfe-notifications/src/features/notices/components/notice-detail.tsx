import { Link } from 'react-router';
import type { NoticeListResponse, NoticeRow } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader, SafeHtml, formatDate, usePageHead, useResource } from '@aec/ui';
import { AttachmentList } from '../../../components/attachment-button';
import { ItemNotFound } from '../../../components/item-not-found';
import { attachmentsOf, firstRow, parseJsonList } from '../../../api/records';
import { shorten, summaryOf } from '../../../api/summary';
import { noticeTypeOf } from '../api/notice-fields';

export const NOTICE_NOT_FOUND = 'It may have been removed, or the link may be mistyped.';

/** The full notice beside the list: its title is the page's h1. */
export function NoticeDetail({ id }: { id: number }) {
  const resource = useResource<NoticeListResponse | NoticeRow>(`/api/notice/${id}?lean=1`);
  if (resource.status === 'loading') {
    return (
      <div className="nt-detail" aria-busy="true">
        <PageHeader title="Notice" />
        <LoadingState label="Loading the notice…" />
      </div>
    );
  }
  const notice = resource.status === 'ready' ? firstRow<NoticeRow>(resource.data) : undefined;
  if (notice) return <NoticeArticle notice={notice} />;
  if (resource.status === 'ready' || resource.httpStatus === 404) {
    return <NoticeNotFound id={id} />;
  }
  return (
    <div className="nt-detail">
      <PageHeader title="Notice" />
      <ErrorState title="This notice could not be shown" message={resource.error} onRetry={resource.retry} />
      <Link to="/notifications/notice">Back to the notice board</Link>
    </div>
  );
}

export function NoticeNotFound({ id }: { id: string | number }) {
  return <ItemNotFound noun="Notice" id={id} explanation={`This notice could not be found. ${NOTICE_NOT_FOUND}`} back={{ to: '/notifications/notice', label: 'Back to the notice board' }} />;
}

/** What the notice says about itself in search results and link previews. */
function noticeDescription(notice: NoticeRow, type: string): string {
  const text = summaryOf(notice.message) || shorten(parseJsonList<{ description?: string }>(notice.description)[0]?.description);
  return text || `Notice${type ? ` of ${type}` : ''} posted on ${formatDate(notice._date_)} by Assam Engineering College.`;
}

function NoticeArticle({ notice }: { notice: NoticeRow }) {
  const type = noticeTypeOf(notice);
  usePageHead({
    title: notice.title,
    description: noticeDescription(notice, type),
    type: 'article',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Notifications', path: '/notifications' },
      { name: 'Notices', path: '/notifications/notice' },
      { name: notice.title },
    ],
  });
  return (
    <article className="nt-detail">
      <PageHeader title={notice.title} />
      <dl className="nt-dates">
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={notice._date_}>{formatDate(notice._date_)}</time>
          </dd>
        </div>
        {type && (
          <div>
            <dt>Issued by</dt>
            <dd>{type}</dd>
          </div>
        )}
        {notice.validUntil && (
          <div>
            <dt>Valid until</dt>
            <dd>
              <time dateTime={notice.validUntil}>{formatDate(notice.validUntil)}</time>
            </dd>
          </div>
        )}
      </dl>
      {notice.message ? <SafeHtml className="prose nt-detail__message" html={notice.message} /> : <p>This notice has no text; see its attachments.</p>}
      <AttachmentList attachments={attachmentsOf('notice', notice)} headline={notice.title} />
      <p>
        <Link to="/notifications/notice">All notices</Link>
      </p>
    </article>
  );
}
