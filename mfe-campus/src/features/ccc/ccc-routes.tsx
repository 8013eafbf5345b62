import { Navigate, Route, Routes } from 'react-router';
import { PageHeader, SectionLayout } from '@aec/ui';

const cccMenu = [
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
          <Route index element={<PageHeader title="Central Computing Centre" lead="Computing, network and e-mail services for the whole campus." />} />
          <Route path="aboutus" element={<PageHeader title="About the Central Computing Centre" />} />
          <Route path="gallery" element={<PageHeader title="Central Computing Centre: Gallery" />} />
          <Route path="contact" element={<PageHeader title="Contact the Central Computing Centre" />} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </SectionLayout>
    </div>
  );
}
