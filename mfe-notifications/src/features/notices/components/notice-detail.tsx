import { Link } from 'react-router';
import type { NoticeListResponse, NoticeRow } from '@aec/contracts';
import { PageHeader, SafeHtml, formatDate, plainSummary, shortenText, usePageHead, useResource } from '@aec/ui';
import { AttachmentList } from '../../../components/attachment-button';
import { DetailStates } from '../../../components/detail-states';
import { ItemNotFound } from '../../../components/item-not-found';
import { attachmentsOf, firstRow, parseJsonList } from '../../../api/records';
import { noticeTypeOf } from '../api/notice-fields';

export const NOTICE_NOT_FOUND = 'It may have been removed, or the link may be mistyped.';
const NOTICE_BOARD = { to: '/notifications/notice', label: 'Back to the notice board' };

/** The full notice beside the list: its title is the page's h1. */
export function NoticeDetail({ id }: { id: number }) {
  const resource = useResource<NoticeListResponse | NoticeRow>(`/api/notice/${id}?lean=1`);
  const notice = resource.status === 'ready' ? firstRow<NoticeRow>(resource.data) : undefined;
  if (notice) return <NoticeArticle notice={notice} />;
  return <DetailStates resource={resource} noun="Notice" className="nt-detail" notFound={<NoticeNotFound id={id} />} back={NOTICE_BOARD} />;
}

export function NoticeNotFound({ id }: { id: string | number }) {
  return <ItemNotFound noun="Notice" id={id} explanation={`This notice could not be found. ${NOTICE_NOT_FOUND}`} back={NOTICE_BOARD} />;
}

/** What the notice says about itself in search results and link previews. */
function noticeDescription(notice: NoticeRow, type: string): string {
  const text = plainSummary(notice.message) || shortenText(parseJsonList<{ description?: string }>(notice.description)[0]?.description);
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
