import { EmptyState, ErrorState, formatDate, LoadingState, SafeHtml } from '@aec/ui';
import type { DepartmentNotification } from '@aec/contracts';
import type { Department } from '../../../data/departments';
import { useDepartmentNotifications } from '../api/use-department-notifications';
import { DepartmentPageHeader } from './department-page-header';

/**
 * Room the board keeps while its notices load after an in-app navigation (about two notices), so the
 * footer does not jump when they arrive; the same height as `.dept-notice-board` in departments.css.
 */
const BOARD_HEIGHT = '20rem';

/** The departmental notice board (SPEC §2, §7 POST /getnotificationwcollege). */
export function DepartmentNotices({ department }: { department: Department }) {
  const notices = useDepartmentNotifications(department.dept_id);
  return (
    <article>
      <DepartmentPageHeader department={department} page="notice" title="Notifications" lead={`Notices of the Department of ${department.name}.`} />
      <div className="dept-notice-board">
        {notices.status === 'loading' && <LoadingState label="Loading the department’s notices…" minHeight={BOARD_HEIGHT} />}
        {notices.status === 'failed' && <ErrorState title="The notices could not be loaded" message={notices.error} onRetry={notices.retry} />}
        {notices.status === 'ready' &&
          (notices.data.length === 0 ? (
            <EmptyState>Nothing to display</EmptyState>
          ) : (
            <ol className="notice-list">
              {notices.data.map((notice) => (
                <NoticeItem key={notice.data.id} notice={notice} />
              ))}
            </ol>
          ))}
      </div>
    </article>
  );
}

function NoticeItem({ notice }: { notice: DepartmentNotification }) {
  const { data } = notice;
  const attachments = notice.files.length
    ? notice.files.map((f) => ({ href: f.url, name: f.name }))
    : // Older answers carry the files only as base64 (SPEC §7); they download just the same.
      notice.file.map((f, i) => ({ href: `data:${f.type};base64,${f.data}`, name: f.name || `Attachment ${i + 1}` }));
  return (
    <li className="notice-item">
      <h2>{data.title}</h2>
      <p className="notice-item__meta">
        Posted on <time dateTime={data.created_at}>{formatDate(data.created_at)}</time>
        {data.created_by && <> by {data.created_by}</>}
      </p>
      <SafeHtml className="prose" html={data.message} />
      {attachments.length > 0 && (
        <ul className="attachment-list" aria-label={`Attachments of “${data.title}”`}>
          {attachments.map((a, i) => (
            <li key={a.href.slice(0, 80) + i}>
              <a className="button button--secondary" href={a.href} download={a.name}>
                Attachment {i + 1}
                <span className="visually-hidden">: {a.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
