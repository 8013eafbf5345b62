import { associationSite } from '../../data/sub-sites';
import { SubSite } from '../sub-site';

export function AssociationRoutes() {
  return <SubSite site={associationSite} />;
}
