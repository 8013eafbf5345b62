import { DownloadButton, EmptyState, ErrorState, LoadingState, SafeHtml, formatListDate } from '@aec/ui';
import type { Project } from '../../../data/projects';
import { useProjectNotices } from '../api/projects-api';

/** Notices whose type is the project's code (TEQIP, NEQIP, RUSA). */
export function ProjectNotices({ project, type }: { project: Project; type: string }) {
  const notices = useProjectNotices(type);
  if (notices.status === 'loading') return <LoadingState label="Loading notices…" />;
  if (notices.status === 'failed') return <ErrorState title="Could not load the notices" message={notices.error} onRetry={notices.retry} />;
  if (notices.data.rows.length === 0) return <EmptyState>There are no {project.name} notices at present.</EmptyState>;
  return (
    <ul className="project-items">
      {notices.data.rows.map((notice) => (
        <li key={notice.id} className="project-item">
          <h2 className="project-item__title">{notice.title}</h2>
          <p className="project-item__meta">
            Posted on <time dateTime={notice._date_}>{formatListDate(notice._date_)}</time> · {notice.type}
          </p>
          {notice.message && <SafeHtml className="prose project-item__message" html={notice.message} />}
          {notice.files.length > 0 && (
            <div className="project-item__files">
              {notice.files.map((file, i) => (
                <DownloadButton key={file.url} href={file.url} label={`Attachment ${i + 1}`} fileName={`${notice.title}${i ? ` (${i + 1})` : ''}.pdf`} />
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
