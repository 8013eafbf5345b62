import { unionSite } from '../../data/sub-sites';
import { SubSite } from '../sub-site';

export function UnionRoutes() {
  return <SubSite site={unionSite} />;
}
