import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StaffProjectDetail } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { findProject } from '../../data/projects';
import { useApiCall } from '../../features/project/hooks/use-api-call';
import { failureMessage, useProjectContentApi } from '../api/project-content-api';
import { DocumentsEditor } from './documents-editor';
import { HomeEditor } from './home-editor';

/** /admin/projects/{code}: the microsite's home text and its documents. */
export function ProjectEditorScreen({ basePath }: { basePath: string }) {
  const { code } = useParams();
  const known = findProject(code);
  const api = useProjectContentApi();
  const [state, retry] = useApiCall(`project:${code}`, () =>
    known ? api.get(known.project_code).catch((error: unknown) => Promise.reject(new Error(failureMessage(error)))) : Promise.reject(new Error('unknown')),
  );

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
        lead={`The home text and documents of the ${known.fullName} microsite, /project/${known.project_code}.`}
      />
      {state.status === 'loading' && <LoadingState label={`Loading ${known.name}…`} />}
      {state.status === 'error' && <ErrorState title={`${known.name} could not be loaded`} message={state.message} onRetry={retry} />}
      {state.status === 'ready' && <ProjectEditor key={known.project_code} initial={state.data} />}
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
