import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState, ReadySuspense, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';
import { HOME_DESCRIPTION } from '../data/site-pages';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ScrollToTop } from './scroll-to-top';
import { PageLoadBoundary } from './page-load-boundary';

/**
 * Resets the meta description on every route change; a page's own PageHeader (a passive effect, so
 * it runs after this layout effect) then sets its own, and a page without one keeps the site's.
 */
function DefaultMetaDescription() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', HOME_DESCRIPTION);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const t = useT(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('header.skip')}
      </a>
      <ScrollToTop />
      <DefaultMetaDescription />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="site-main">
        <PageLoadBoundary resetKey={pathname}>
          <ReadySuspense fallback={<LoadingState label={t('page.loading')} minHeight="100vh" />}>
            <Outlet />
          </ReadySuspense>
        </PageLoadBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
