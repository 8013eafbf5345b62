import { useSearchParams } from 'react-router';
import { EmptyState, PdfViewer, formatDate } from '@aec/ui';
import type { ProjectDocument } from '@aec/contracts';

/**
 * Minutes read page by page in the shared pdf.js viewer (Previous / Next). The chosen meeting is in
 * the address (?minutes=id), so a link to it can be shared; the newest opens by default.
 */
export function ProjectMinutes({ minutes }: { minutes: ProjectDocument[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  if (minutes.length === 0) return <EmptyState>No minutes have been published yet.</EmptyState>;
  const chosenId = Number(searchParams.get('minutes'));
  const chosen = minutes.find((m) => m.id === chosenId) ?? minutes[0]!;
  return (
    <div className="project-minutes">
      {minutes.length > 1 && (
        <nav aria-label="Meetings">
          <ul className="project-minutes__list">
            {minutes.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="project-minutes__choice"
                  aria-current={m.id === chosen.id ? 'true' : undefined}
                  onClick={() => setSearchParams({ minutes: String(m.id) }, { replace: true, preventScrollReset: true })}
                >
                  <span>{m.project_title}</span>
                  <span className="project-minutes__date">{formatDate(m.published)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="project-minutes__heading">{chosen.project_title}</h2>
      <PdfViewer key={chosen.id} src={chosen.project_file} title={chosen.project_title} />
    </div>
  );
}
