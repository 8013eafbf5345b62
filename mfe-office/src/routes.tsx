import type { RemoteRoutesModule } from '@aec/ui';
import { OfficeRoutes } from './features/office/office-routes';
import { UnionRoutes } from './features/union/union-routes';
import { AssociationRoutes } from './features/association/association-routes';

/** Sections the shell mounts: /office/*, /aecsu/*, /ecta/*. */
export const sections: RemoteRoutesModule['sections'] = {
  office: OfficeRoutes,
  aecsu: UnionRoutes,
  ecta: AssociationRoutes,
};
