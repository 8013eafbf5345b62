import { Route, Routes } from 'react-router';
import { NotFoundRedirect, SectionLayout, type SectionMenuItem } from '@aec/ui';
import { useCampusT } from '../../messages/catalogue';
import { CccHomePage } from './components/ccc-home-page';
import { CccAboutPage } from './components/ccc-about-page';
import { CccGalleryPage } from './components/ccc-gallery-page';
import { CccContactPage } from './components/ccc-contact-page';

/** Notifications and complaints are the college's own, so the menu leads to those rather than to empty copies (ccc.menu.<key>). */
const cccMenu: (Omit<SectionMenuItem, 'label'> & { key: string })[] = [
  { key: 'home', to: '/ccc', end: true },
  { key: 'about', to: '/ccc/aboutus' },
  { key: 'notifications', to: '/notifications/notice' },
  { key: 'gallery', to: '/ccc/gallery' },
  { key: 'contact', to: '/ccc/contact' },
  { key: 'complain', to: '/office/complain' },
];

export function CccRoutes() {
  const t = useCampusT();
  const heading = t('ccc.heading');
  return (
    <div className="container page">
      <SectionLayout
        heading={heading}
        menuLabel={t('common.menu', { name: heading })}
        menu={cccMenu.map(({ key, ...item }) => ({ ...item, label: t(`ccc.menu.${key}`) }))}
      >
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
