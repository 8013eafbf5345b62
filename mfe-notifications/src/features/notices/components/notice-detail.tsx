import { Link } from 'react-router';
import type { NoticeListResponse, NoticeRow } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader, SafeHtml, formatDate } from '@aec/ui';
import { AttachmentList } from '../../../components/attachment-button';
import { attachmentsOf, firstRow } from '../../../api/records';
import { useResource } from '../../../hooks/use-resource';
import { noticeTypeOf } from '../api/notice-fields';

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
  if (!notice) {
    return (
      <div className="nt-detail">
        <PageHeader title="Notice" />
        <ErrorState
          title="This notice could not be shown"
          message={resource.error ?? 'This notice could not be found. It may have been removed.'}
          onRetry={resource.retry}
        />
        <Link to="/notifications/notice">Back to the notice board</Link>
      </div>
    );
  }
  const type = noticeTypeOf(notice);
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
