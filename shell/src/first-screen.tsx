import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { ShellRoutes } from './routes';
import { I18nProvider, markShellReady } from '@aec/ui';

/**
 * Marks the shell as taken over by React (@aec/ui's render/page-ready): until then the server-rendered
 * controls (menu, quick access, text size) are drawn but do nothing yet. Renders nothing.
 */
function AppReady() {
  useEffect(() => markShellReady(), []);
  return null;
}

interface ShellAppProps {
  /** A router whose basename is the page's language prefix ('/as', '/hi'; none for English). */
  router: (props: { children: ReactNode }) => ReactNode;
  /** The page's language and messages (@aec/ui createI18n), loaded before the first render. */
  i18n: I18n;
  /**
   * The address (without its language prefix) the server answered 404 for: it shows the not-found page there (the address stays
   * as the visitor typed it). Null everywhere else.
   */
  notFoundPath?: string | null;
}

/**
 * The whole app as both sides render it: server/render-page.tsx on the server (with a MemoryRouter
 * at the requested address) and bootstrap.tsx in the browser (with a BrowserRouter), so hydration
 * finds the same markup.
 */
export function ShellApp({ router: Router, i18n, notFoundPath = null }: ShellAppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Router>
          <ShellRoutes notFoundPath={notFoundPath} />
        </Router>
      </I18nProvider>
      <AppReady />
    </StrictMode>
  );
}
