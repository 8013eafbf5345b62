import { officeSite } from '../../data/sub-sites';
import { SubSite } from '../sub-site';
import { GrievanceForm } from '../grievance/grievance-form';
import { GrievanceStatus } from '../grievance/grievance-status';

export function OfficeRoutes() {
  return <SubSite site={officeSite} content={{ complain: <GrievanceForm type="GENERAL" />, status: <GrievanceStatus /> }} />;
}
