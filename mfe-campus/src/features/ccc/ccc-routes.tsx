import { Route, Routes } from 'react-router';
import { NotFoundRedirect, SectionLayout, type SectionMenuItem } from '@aec/ui';
import { CccHomePage } from './components/ccc-home-page';
import { CccAboutPage } from './components/ccc-about-page';
import { CccGalleryPage } from './components/ccc-gallery-page';
import { CccContactPage } from './components/ccc-contact-page';

/** Notifications and complaints are the college's own, so the menu leads to those rather than to empty copies. */
const cccMenu: SectionMenuItem[] = [
  { label: 'Home', to: '/ccc', end: true },
  { label: 'About us', to: '/ccc/aboutus' },
  { label: 'Notifications', to: '/notifications/notice' },
  { label: 'Gallery', to: '/ccc/gallery' },
  { label: 'Contact us', to: '/ccc/contact' },
  { label: 'Report a complain', to: '/office/complain' },
];

export function CccRoutes() {
  return (
    <div className="container page">
      <SectionLayout heading="CENTRAL COMPUTING CENTRE" menu={cccMenu}>
        <Routes>
          <Route index element={<CccHomePage />} />
          <Route path="aboutus" element={<CccAboutPage />} />
          <Route path="gallery" element={<CccGalleryPage />} />
          <Route path="contact" element={<CccContactPage />} />
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </SectionLayout>
    </div>
  );
}
