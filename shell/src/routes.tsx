import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RemoteSection } from './federation/remote-section';
import { remoteMounts, screenMount, type RemoteMount } from './remote-mounts';
import { HomePage } from './features/home/components/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { OfflinePage } from './features/offline/offline-page';
import { shellPages, type ShellFeature } from './data/site-pages';
import { StaffConsoleEntry } from './console/console-entry';

/** What each feature module exports: its page components by path (data/site-pages.ts). */
export interface FeaturePages {
  pages: Record<string, ComponentType>;
}

/** One download per feature, fetched when one of its pages is first shown; home stays in the first chunk. */
export const featureModules: Record<ShellFeature, () => Promise<FeaturePages>> = {
  about: () => import('./features/about/about-pages'),
  academics: () => import('./features/academics/academics-pages'),
  admission: () => import('./features/admission/admission-pages'),
  disclosure: () => import('./features/disclosure/disclosure-pages'),
  resources: () => import('./features/resources/resources-pages'),
  events: () => import('./features/events/events-pages'),
  policies: () => import('./features/policies/policy-pages'),
  login: () => import('./features/login/login-pages'),
};

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
  shellPages.map((page) => [
    page.path,
    lazy(async () => {
      const Page = (await featureModules[page.feature]()).pages[page.path];
      if (!Page) throw new Error(`No page component for ${page.path}`);
      return { default: Page };
    }),
  ]),
);

const remoteRoute = (mount: RemoteMount) => (
  <Route
    key={mount.path}
    path={`${mount.path}/*`}
    element={<RemoteSection key={mount.path} remote={mount.remote} section={mount.section} basePath={mount.path} label={mount.label} />}
  />
);

export function ShellRoutes({ notFoundPath = null }: { notFoundPath?: string | null }) {
  const { pathname } = useLocation();
  return (
    <Routes location={pathname === notFoundPath ? '/404' : undefined}>
      {remoteRoute(screenMount)}
      <Route path="/admin/*" element={<StaffConsoleEntry />} />
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        {[...lazyPages].map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {remoteMounts.map(remoteRoute)}
        <Route path="/offline" element={<OfflinePage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
