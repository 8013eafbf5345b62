import type { ReactNode } from 'react';
import { ErrorState, LoadingState, PageHeader } from '@aec/ui';
import type { ProjectRecord } from '@aec/contracts';
import { PROJECT_PAGES, type Project, type ProjectPage as PageName } from '../../../data/projects';
import { fetchProject } from '../api/projects-api';
import { useApiCall } from '../hooks/use-api-call';

interface ProjectPageProps {
  project: Project;
  page: PageName;
  lead?: string;
  /** The page's content once the project's record (homepage, documents) has arrived. */
  children: (record: ProjectRecord) => ReactNode;
}

/** Heading first (it never waits for the network), then the project's stored content. */
export function ProjectPage({ project, page, lead, children }: ProjectPageProps) {
  const [state, retry] = useApiCall(`project:${project.project_code}`, () => fetchProject(project.project_code));
  return (
    <>
      <PageHeader title={`${project.name}: ${PROJECT_PAGES[page]}`} lead={lead} />
      {state.status === 'loading' && <LoadingState label={`Loading ${project.name}…`} />}
      {state.status === 'error' && <ErrorState title={`Could not load the ${project.name} pages`} message={state.message} onRetry={retry} />}
      {state.status === 'ready' && children(state.data)}
    </>
  );
}
