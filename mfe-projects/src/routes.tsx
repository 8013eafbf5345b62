import type { RemoteRoutesModule } from '@aec/ui';
import { ProjectRoutes } from './features/project/project-routes';

/** Sections the shell mounts: /project/*. */
export const sections: RemoteRoutesModule['sections'] = {
  project: ProjectRoutes,
};
