import { DownloadButton, EmptyState, useContentLang, useDateFormats } from '@aec/ui';
import type { ProjectDocument } from '@aec/contracts';
import { useProjectsT } from '../../../messages/catalogue';
import { WithDate } from '../../../i18n/with-date';

interface ProjectDocumentsProps {
  documents: ProjectDocument[];
  /** Which list this is, e.g. 'downloads'; says so when it is empty. */
  kind: 'downloads' | 'advertisement' | 'eap' | 'bog';
}

/**
 * One row per document: title (written in English only, so marked lang="en" on Assamese and Hindi
 * pages), date, and a download button (a plain link: works on every phone).
 */
export function ProjectDocuments({ documents, kind }: ProjectDocumentsProps) {
  const t = useProjectsT();
  const { date } = useDateFormats();
  const titleLang = useContentLang('en');
  if (documents.length === 0) return <EmptyState>{t(`documents.empty.${kind}`)}</EmptyState>;
  return (
    <ul className="project-documents">
      {documents.map((d) => (
        <li key={d.id} className="project-documents__item">
          <div>
            <p className="project-documents__title" lang={titleLang}>
              {d.project_title}
            </p>
            <p className="project-documents__meta">
              <WithDate text={t('documents.meta', { date: date(d.published) })} date={(text) => <time dateTime={d.published}>{text}</time>} />
            </p>
          </div>
          <DownloadButton href={d.project_file} fileName={`${d.project_title}.pdf`} />
        </li>
      ))}
    </ul>
  );
}
