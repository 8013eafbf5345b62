import { DownloadButton, EmptyState, ErrorState, LoadingState, Localized, SafeHtml, useDateFormats, useFailureText, useLocalized } from '@aec/ui';
import type { NoticeRow } from '@aec/contracts';
import type { Project } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';
import { WithDate } from '../../../i18n/with-date';
import { useProjectNotices } from '../api/projects-api';

/** Notices whose type is the project's code (TEQIP, NEQIP, RUSA), in the page's language where staff wrote them so. */
export function ProjectNotices({ project, type }: { project: Project; type: string }) {
  const t = useProjectsT();
  const failureText = useFailureText();
  const notices = useProjectNotices(type);
  if (notices.status === 'loading') return <LoadingState label={t('notices.loading')} />;
  if (notices.status === 'failed') {
    return <ErrorState title={t('notices.failed')} message={failureText(notices.error, notices.httpStatus)} onRetry={notices.retry} />;
  }
  if (notices.data.rows.length === 0) return <EmptyState>{t('notices.empty', { project: project.name })}</EmptyState>;
  return (
    <ul className="project-items">
      {notices.data.rows.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice }: { notice: NoticeRow }) {
  const t = useProjectsT();
  const { listDate } = useDateFormats();
  const title = useLocalized(notice.translations, 'title', notice.title).text;
  return (
    <li className="project-item">
      <Localized as="h2" className="project-item__title" translations={notice.translations} field="title" english={notice.title} />
      <p className="project-item__meta">
        <WithDate
          text={t('notices.posted', { date: listDate(notice._date_), type: notice.type })}
          date={(text) => <time dateTime={notice._date_}>{text}</time>}
        />
      </p>
      {notice.message && (
        <Localized as="div" translations={notice.translations} field="message" english={notice.message}>
          {(html) => <SafeHtml className="prose project-item__message" html={html} />}
        </Localized>
      )}
      {notice.files.length > 0 && (
        <div className="project-item__files">
          {notice.files.map((file, i) => (
            <DownloadButton key={file.url} href={file.url} label={t('attachment', { number: i + 1 })} fileName={`${title}${i ? ` (${i + 1})` : ''}.pdf`} />
          ))}
        </div>
      )}
    </li>
  );
}
