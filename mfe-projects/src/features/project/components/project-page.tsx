import type { ReactNode } from 'react';
import { ErrorState, LoadingState, useFailureText, type PageHead } from '@aec/ui';
import type { ProjectRecord } from '@aec/contracts';
import type { Project, ProjectPage as PageName } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';
import { useProject } from '../api/projects-api';
import { ProjectPageHeader } from './project-page-header';

interface ProjectPageProps {
  project: Project;
  page: PageName;
  /** What the record adds to the head (the home page's banner as its preview image). */
  head?: (record: ProjectRecord) => Pick<PageHead, 'image' | 'imageAlt'>;
  /** The page's content once the project's record (homepage, documents) has arrived. */
  children: (record: ProjectRecord) => ReactNode;
}

/**
 * A page drawn from the project's stored record. In the browser the heading shows at once and the
 * record follows; the server render waits for the record, so the page arrives whole.
 */
export function ProjectPage({ project, page, head, children }: ProjectPageProps) {
  const t = useProjectsT();
  const failureText = useFailureText();
  const record = useProject(project.project_code);
  return (
    <>
      <ProjectPageHeader project={project} page={page} head={record.status === 'ready' ? head?.(record.data) : undefined} />
      {record.status === 'loading' && <LoadingState label={t('record.loading', { project: project.name })} />}
      {record.status === 'failed' && (
        <ErrorState title={t('record.failed', { project: project.name })} message={failureText(record.error, record.httpStatus)} onRetry={record.retry} />
      )}
      {record.status === 'ready' && children(record.data)}
    </>
  );
}
