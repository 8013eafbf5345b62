import { EmptyState } from '@aec/ui';
import type { Project } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';

/** docs/product/projects.md: the activity page says there is no featured activity. */
export function ProjectActivity({ project }: { project: Project }) {
  const t = useProjectsT();
  return (
    <EmptyState>
      <p>{t('activity.none')}</p>
      <p>{t('activity.where', { project: project.name })}</p>
    </EmptyState>
  );
}
