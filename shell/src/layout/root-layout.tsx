import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
