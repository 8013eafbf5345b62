import type { ReactNode } from 'react';
import { ErrorState, LoadingState, type PageHead } from '@aec/ui';
import type { ProjectRecord } from '@aec/contracts';
import type { Project, ProjectPage as PageName } from '../../../data/projects';
import { useProject } from '../api/projects-api';
import { ProjectPageHeader } from './project-page-header';

interface ProjectPageProps {
  project: Project;
  page: PageName;
  lead?: string;
  /** What the record adds to the head (the home page's banner as its preview image). */
  head?: (record: ProjectRecord) => Pick<PageHead, 'image' | 'imageAlt'>;
  /** The page's content once the project's record (homepage, documents) has arrived. */
  children: (record: ProjectRecord) => ReactNode;
}

/**
 * A page drawn from the project's stored record. In the browser the heading shows at once and the
 * record follows; the server render waits for the record, so the page arrives whole.
 */
export function ProjectPage({ project, page, lead, head, children }: ProjectPageProps) {
  const record = useProject(project.project_code);
  return (
    <>
      <ProjectPageHeader project={project} page={page} lead={lead} head={record.status === 'ready' ? head?.(record.data) : undefined} />
      {record.status === 'loading' && <LoadingState label={`Loading ${project.name}…`} />}
      {record.status === 'failed' && <ErrorState title={`Could not load the ${project.name} pages`} message={record.error} onRetry={record.retry} />}
      {record.status === 'ready' && children(record.data)}
    </>
  );
}
