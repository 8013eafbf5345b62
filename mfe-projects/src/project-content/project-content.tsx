import type { ConsoleModule } from '@aec/ui';
import { ProjectContentRoutes } from './project-content-routes';

/** The staff console's screens for the microsites (exposed as './project-content'; never loaded by visitors). */
export const sections: ConsoleModule['sections'] = {
  projects: ProjectContentRoutes,
};
