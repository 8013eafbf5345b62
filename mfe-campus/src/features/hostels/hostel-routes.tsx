import type { ReactNode } from 'react';
import { SubSiteRoutes, useDateFormats } from '@aec/ui';
import { findHostel, hostelPages, type Hostel } from '../../data/hostels';
import { useCampusT } from '../../messages/catalogue';
import { HostelLandingPage } from './components/hostel-landing-page';
import { HostelHomePage } from './components/hostel-home-page';
import { HostelAboutPage } from './components/hostel-about-page';
import { HostelGalleryPage } from './components/hostel-gallery-page';
import { HostelWallMagazinePage } from './components/hostel-wall-magazine-page';
import { HostelAchievementsPage } from './components/hostel-achievements-page';
import { HostelTestimonialsPage } from './components/hostel-testimonials-page';
import type { HostelPagePath } from './hostel-head';

const pageComponents: Record<HostelPagePath, (props: { hostel: Hostel }) => ReactNode> = {
  home: HostelHomePage,
  aboutus: HostelAboutPage,
  gallery: HostelGalleryPage,
  wallmagazine: HostelWallMagazinePage,
  achievements: HostelAchievementsPage,
  testimonials: HostelTestimonialsPage,
};

/** /hostel (landing) and /hostel/{1–8}/{page}; any other id or page goes to /404. */
export function HostelRoutes() {
  const t = useCampusT();
  const { digits } = useDateFormats();
  const heading = (h: Hostel) => t('hostels.name', { number: digits(h.id) }).toUpperCase();
  return (
    <SubSiteRoutes<Hostel>
      landing={<HostelLandingPage />}
      find={findHostel}
      rootPage="home"
      heading={heading}
      menuLabel={(h) => t('common.menu', { name: heading(h) })}
      menu={(h) => hostelPages.map((page) => ({ label: t(`hostels.pages.${page}`), to: `/hostel/${h.id}/${page}` }))}
      pages={hostelPages.map((path) => {
        const Page = pageComponents[path];
        return { path, render: (h) => <Page hostel={h} /> };
      })}
    />
  );
}
