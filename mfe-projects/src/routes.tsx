import type { RemoteRoutesModule } from '@aec/ui';
import { ProjectRoutes } from './features/project/project-routes';
import { withCatalogue } from './messages/catalogue';

/** Sections the shell mounts: /project/*, with its messages. */
export const sections: RemoteRoutesModule['sections'] = {
  project: withCatalogue(ProjectRoutes),
};

/** The interface is written in English, Assamese and Hindi (src/messages). */
export const languages: RemoteRoutesModule['languages'] = ['en', 'as', 'hi'];
