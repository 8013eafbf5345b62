import { useSearchParams } from 'react-router';
import { EmptyState, PdfViewer, useContentLang, useDateFormats } from '@aec/ui';
import type { ProjectDocument } from '@aec/contracts';
import { useProjectsT } from '../../../messages/catalogue';

/**
 * Minutes read page by page in the shared pdf.js viewer (Previous / Next). The chosen meeting is in
 * the address (?minutes=id), so a link to it can be shared; the newest opens by default. Meeting
 * titles are written in English only: marked lang="en" on Assamese and Hindi pages.
 */
export function ProjectMinutes({ minutes }: { minutes: ProjectDocument[] }) {
  const t = useProjectsT();
  const { date } = useDateFormats();
  const titleLang = useContentLang('en');
  const [searchParams, setSearchParams] = useSearchParams();
  if (minutes.length === 0) return <EmptyState>{t('minutes.empty')}</EmptyState>;
  const chosenId = Number(searchParams.get('minutes'));
  const chosen = minutes.find((m) => m.id === chosenId) ?? minutes[0]!;
  return (
    <div className="project-minutes">
      {minutes.length > 1 && (
        <nav aria-label={t('minutes.meetings')}>
          <ul className="project-minutes__list">
            {minutes.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="project-minutes__choice"
                  aria-current={m.id === chosen.id ? 'true' : undefined}
                  onClick={() => setSearchParams({ minutes: String(m.id) }, { replace: true, preventScrollReset: true })}
                >
                  <span lang={titleLang}>{m.project_title}</span>
                  <span className="project-minutes__date">{date(m.published)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="project-minutes__heading" lang={titleLang}>
        {chosen.project_title}
      </h2>
      <PdfViewer key={chosen.id} src={chosen.project_file} title={chosen.project_title} />
    </div>
  );
}
