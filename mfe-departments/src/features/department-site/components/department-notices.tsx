import { EmptyState, ErrorState, formatDate, LoadingState, PageHeader, SafeHtml } from '@aec/ui';
import type { DepartmentNotification } from '@aec/contracts';
import type { Department } from '../../../data/departments';
import { useLoaded } from '../../../hooks/use-loaded';
import { fetchDepartmentNotifications } from '../api/fetch-department-notifications';

/** The departmental notice board (SPEC §2, §7 POST /getnotificationwcollege). */
export function DepartmentNotices({ department }: { department: Department }) {
  const notices = useLoaded((signal) => fetchDepartmentNotifications(department.dept_id, signal), `notices-${department.dept_id}`);
  return (
    <article>
      <PageHeader title="Notifications" documentTitle={`Notifications: ${department.name}`} lead={`Notices of the Department of ${department.name}.`} />
      {notices.status === 'loading' && <LoadingState label="Loading the department’s notices…" />}
      {notices.status === 'error' && (
        <ErrorState title="The notices could not be loaded" message={notices.message} onRetry={notices.retry} />
      )}
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
