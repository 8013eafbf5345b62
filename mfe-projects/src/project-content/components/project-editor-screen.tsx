import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { findProject } from '../../data/projects';
import { failureMessage, useProjectContentApi, type ConsoleRead, type StaffProjectDetail } from '../api/project-content-api';
import { DocumentsEditor } from './documents-editor';
import { HomeEditor } from './home-editor';
// The console is in English (docs/product/languages.md: staff read English); the programme's name from the English catalogue.
import english from '../../messages/en.json';

/** /admin/projects/{code}: the microsite's home text and its documents. */
export function ProjectEditorScreen({ basePath }: { basePath: string }) {
  const { code } = useParams();
  const known = findProject(code);
  const api = useProjectContentApi();
  const knownCode = known?.project_code;
  const [state, setState] = useState<ConsoleRead<StaffProjectDetail>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!knownCode) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    api.get(knownCode, abort.signal).then(
      (project) => abort.signal.aborted || setState({ status: 'ready', data: project }),
      (error: unknown) => abort.signal.aborted || setState({ status: 'failed', message: failureMessage(error) }),
    );
    return () => abort.abort();
  }, [api, knownCode, attempt]);
  // Another project's answer is not this one's (the address changed; the new read is under way).
  const shown: ConsoleRead<StaffProjectDetail> = state.status === 'ready' && state.data.code !== knownCode ? { status: 'loading' } : state;

  const breadcrumb = (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={basePath}>Project content</Link>
        </li>
        <li aria-current="page">{known?.name ?? 'Not found'}</li>
      </ol>
    </nav>
  );

  if (!known) {
    return (
      <div className="project-content">
        {breadcrumb}
        <PageHeader title="No such project" lead={`There is no project “${String(code).slice(0, 40)}”. The microsites are TEQIP-III, NEQIP and RUSA.`} />
        <p>
          <Link to={basePath}>Back to the projects</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="project-content">
      {breadcrumb}
      <PageHeader
        title={`${known.name}: project content`}
        lead={`The home text and documents of the ${english.projects[known.project_code].fullName} microsite, /project/${known.project_code}.`}
      />
      {shown.status === 'loading' && <LoadingState label={`Loading ${known.name}…`} />}
      {shown.status === 'failed' && <ErrorState title={`${known.name} could not be loaded`} message={shown.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {shown.status === 'ready' && <ProjectEditor key={known.project_code} initial={shown.data} />}
    </div>
  );
}

function ProjectEditor({ initial }: { initial: StaffProjectDetail }) {
  const [project, setProject] = useState(initial);
  return (
    <>
      <HomeEditor project={project} onSaved={setProject} />
      <DocumentsEditor project={project} onChange={setProject} />
    </>
  );
}
