import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PROJECT_DOCUMENT_KIND_LABELS, PROJECT_DOCUMENT_KINDS, type ProjectDocumentKind } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader, formatDate } from '@aec/ui';
import { failureMessage, useProjectContentApi, type ConsoleRead, type StaffProjectSummary } from '../api/project-content-api';

/** The microsite's own menu labels, short enough for the cards. */
const COUNT_LABELS: Record<ProjectDocumentKind, string> = { ...PROJECT_DOCUMENT_KIND_LABELS, eap: 'EAP', bog: 'BoG' };

/** /admin/projects: one card per microsite, with what it holds and where to edit it. */
export function ProjectListScreen({ basePath }: { basePath: string }) {
  const api = useProjectContentApi();
  const [state, setState] = useState<ConsoleRead<StaffProjectSummary[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    api.list(abort.signal).then(
      (rows) => abort.signal.aborted || setState({ status: 'ready', data: rows }),
      (error: unknown) => abort.signal.aborted || setState({ status: 'failed', message: failureMessage(error) }),
    );
    return () => abort.abort();
  }, [api, attempt]);
  return (
    <div className="project-content">
      <PageHeader
        title="Project content"
        lead="The home text and the documents (minutes, downloads, advertisements, EAP, BoG) of the project microsites. What you publish here shows on the public site at once."
      />
      {state.status === 'loading' && <LoadingState label="Loading the projects…" />}
      {state.status === 'failed' && <ErrorState title="The projects could not be loaded" message={state.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {state.status === 'ready' && (
        <ul className="project-content__cards">
          {state.data.map((p) => (
            <ProjectCard key={p.code} project={p} editPath={`${basePath}/${p.code}`} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ProjectCard({ project: p, editPath }: { project: StaffProjectSummary; editPath: string }) {
  const total = PROJECT_DOCUMENT_KINDS.reduce((n, k) => n + p.documentCounts[k], 0);
  return (
    <li className="card project-content__card">
      <h2 className="project-content__card-title">{p.name}</h2>
      <p className="project-content__card-lead">{p.fullName}</p>
      {p.missingTranslations.length > 0 && (
        <p className="project-content__missing">
          <strong className="project-content__missing-mark">{missingLabel(p.missingTranslations)}</strong> The home page shows the English text there.
        </p>
      )}
      <dl className="project-content__counts">
        {PROJECT_DOCUMENT_KINDS.map((k) => (
          <div key={k}>
            <dt>{COUNT_LABELS[k]}</dt>
            <dd>{p.documentCounts[k]}</dd>
          </div>
        ))}
      </dl>
      <p className="project-content__updated">
        {total === 1 ? '1 document' : `${total} documents`} in all. Last changed <time dateTime={p.updatedAt}>{formatDate(p.updatedAt)}</time>
      </p>
      <div className="project-content__actions">
        <Link className="button" to={editPath}>
          Edit content<span className="visually-hidden"> of {p.name}</span>
        </Link>
        <Link className="button button--secondary" to={`/project/${p.code}`}>
          View the microsite<span className="visually-hidden"> of {p.name}</span>
        </Link>
      </div>
    </li>
  );
}

const LANGUAGE_NAMES = { as: 'Assamese', hi: 'Hindi' } as const;

/** docs/product/languages.md: 'Assamese/Hindi missing' when a home text has no version in those languages. */
export const missingLabel = (languages: readonly ('as' | 'hi')[]) => `${languages.map((l) => LANGUAGE_NAMES[l]).join('/')} missing`;
