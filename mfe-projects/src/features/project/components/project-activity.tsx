import { EmptyState } from '@aec/ui';
import type { Project } from '../../../data/projects';

/** SPEC §2: the activity page says there is no featured activity. */
export function ProjectActivity({ project }: { project: Project }) {
  return (
    <EmptyState>
      <p>There is no featured activity at present.</p>
      <p>
        News of {project.name} workshops, lectures and visits appears under Notifications when it is published.
      </p>
    </EmptyState>
  );
}
