import { DownloadButton, EmptyState, formatDate } from '@aec/ui';
import type { ProjectDocument } from '@aec/contracts';

interface ProjectDocumentsProps {
  documents: ProjectDocument[];
  /** What the list holds, e.g. 'downloads'; said when it is empty. */
  emptyText: string;
}

/** One row per document: title, date, and a download button (a plain link: works on every phone). */
export function ProjectDocuments({ documents, emptyText }: ProjectDocumentsProps) {
  if (documents.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="project-documents">
      {documents.map((d) => (
        <li key={d.id} className="project-documents__item">
          <div>
            <p className="project-documents__title">{d.project_title}</p>
            <p className="project-documents__meta">
              PDF · dated <time dateTime={d.published}>{formatDate(d.published)}</time>
            </p>
          </div>
          <DownloadButton href={d.project_file} label="Download PDF" fileName={`${d.project_title}.pdf`} />
        </li>
      ))}
    </ul>
  );
}
