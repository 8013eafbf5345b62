import { lazy } from 'react';
import { officeSite } from '../../data/sub-sites';
import { SubSite } from '../sub-site';
import { OfficeAboutPage } from './components/office-about-page';
import { OfficeContactPage } from './components/office-contact-page';
import { OfficeHomePage } from './components/office-home-page';
import { OfficeNoticePage } from './components/office-notice-page';
import { PastPrincipalsPage } from './components/past-principals-page';
import { PhotoGalleryPage } from './components/photo-gallery-page';
import { PrincipalPage } from './components/principal-page';
import { RtiPage } from './components/rti-page';
import '../../office.css';

// The grievance pages carry the validation rules (zod): loaded only when visited.
const SubmitGrievancePage = lazy(() => import('./components/grievance-pages').then((m) => ({ default: m.SubmitGrievancePage })));
const GrievanceStatusPage = lazy(() => import('./components/grievance-pages').then((m) => ({ default: m.GrievanceStatusPage })));
const GrievanceStatisticsPage = lazy(() =>
  import('../grievance-statistics/components/grievance-statistics-page').then((m) => ({ default: m.GrievanceStatisticsPage })),
);

export function OfficeRoutes() {
  return (
    <SubSite
      site={officeSite}
      content={{
        '': <OfficeHomePage />,
        principal: <PrincipalPage />,
        aboutus: <OfficeAboutPage />,
        timeline: <PastPrincipalsPage />,
        rti: <RtiPage />,
        contact: <OfficeContactPage />,
        complain: <SubmitGrievancePage />,
        status: <GrievanceStatusPage />,
        'grievance-statistics': <GrievanceStatisticsPage />,
        notice: <OfficeNoticePage />,
        gallery: <PhotoGalleryPage />,
      }}
    />
  );
}
