import { StrictMode, useEffect, type ReactNode } from 'react';
import { ShellRoutes } from './routes';
import { markShellReady } from '@aec/ui';

/**
 * Marks the shell as taken over by React (@aec/ui's render/page-ready): until then the server-rendered
 * controls (menu, quick access, text size) are drawn but do nothing yet. Renders nothing.
 */
function AppReady() {
  useEffect(() => markShellReady(), []);
  return null;
}

interface ShellAppProps {
  router: (props: { children: ReactNode }) => ReactNode;
  /**
   * The address the server answered 404 for: it shows the not-found page there (the address stays
   * as the visitor typed it). Null everywhere else.
   */
  notFoundPath?: string | null;
}

/**
 * The whole app as both sides render it: server/render-page.tsx on the server (with a MemoryRouter
 * at the requested address) and bootstrap.tsx in the browser (with a BrowserRouter), so hydration
 * finds the same markup.
 */
export function ShellApp({ router: Router, notFoundPath = null }: ShellAppProps) {
  return (
    <StrictMode>
      <Router>
        <ShellRoutes notFoundPath={notFoundPath} />
      </Router>
      <AppReady />
    </StrictMode>
  );
}
