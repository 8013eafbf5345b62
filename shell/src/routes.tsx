import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RemoteSection } from './federation/remote-section';
import { remoteMounts, screenMount, type RemoteMount } from './remote-mounts';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { LoginPage, loginPages } from './pages/login-page';
import { ContentPage } from './content/content-page';
import { contentPages } from './content/pages';

const mountRoute = (mount: RemoteMount): RouteObject => ({
  path: `${mount.path}/*`,
  element: <RemoteSection key={mount.path} remote={mount.remote} section={mount.section} basePath={mount.path} label={mount.label} />,
});

export const routes: RouteObject[] = [
  mountRoute(screenMount),
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...contentPages.map((page) => ({ path: page.path, element: <ContentPage page={page} /> })),
      ...loginPages.map((login) => ({ path: login.path, element: <LoginPage login={login} /> })),
      ...remoteMounts.map(mountRoute),
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createShellRouter = () => createBrowserRouter(routes);
