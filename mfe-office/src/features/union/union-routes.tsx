import { lazy } from 'react';
import { unionSite } from '../../data/sub-sites';
import { SubSite } from '../sub-site';
import {
  PresentTeamPage,
  UnionAboutPage,
  UnionContactPage,
  UnionHomePage,
  UnionNoticePage,
  UnionReportPage,
  UnionTimelinePage,
} from './components/union-pages';
import '../../office.css';

const AddressedComplaintForm = lazy(() => import('../grievance/components/addressed-complaint-form').then((m) => ({ default: m.AddressedComplaintForm })));

export function UnionRoutes() {
  return (
    <SubSite
      site={unionSite}
      content={{
        '': <UnionHomePage />,
        aboutus: <UnionAboutPage />,
        present: <PresentTeamPage />,
        timeline: <UnionTimelinePage />,
        contact: <UnionContactPage />,
        complain: <AddressedComplaintForm addressee="aecsu" />,
        notice: <UnionNoticePage />,
        report: <UnionReportPage />,
      }}
    />
  );
}
