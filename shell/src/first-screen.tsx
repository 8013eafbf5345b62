import { StrictMode, useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ShellRoutes } from './routes';

/**
 * Marks <html data-app="ready"> once React runs the page: until then the pre-rendered controls of /
 * (menu, quick access, text size) are drawn but do nothing yet. Renders nothing, on both sides.
 */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return null;
}

/**
 * The whole app as both sides render it: bootstrap.tsx in the browser (with a BrowserRouter) and
 * build/prerender at build time (with a MemoryRouter at /), so hydration finds the same markup.
 */
export function ShellApp({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <ShellRoutes />
      </Router>
      <AppReady />
    </StrictMode>
  );
}

/** The home page at /, as written into dist/index.html by the build (build/prerender-plugin.js). */
export function HomeAtBuildTime() {
  return <ShellApp router={({ children }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>} />;
}
