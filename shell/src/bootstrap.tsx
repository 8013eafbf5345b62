import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { browserResourceStore, readEmbeddedAnswers } from '@aec/ui';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { ShellApp } from './first-screen';

// Beside the first render, not before it: a remote section waits for the registration when it loads
// (remote-registry.ts); the server's markup stays on screen meanwhile.
void registerRemotesFromManifest();

const container = document.getElementById('root')!;

/**
 * A section whose remote could not be loaded while hydrating is drawn again in the browser, where
 * its boundary offers a Retry: expected on a bad connection, so a warning. Anything else (markup
 * that differs from the server's) is a bug, and an error.
 */
function onRecoverableError(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause) console.warn('[hydration] a section could not be hydrated and is drawn in the browser:', cause);
  else console.error(error);
}

if (container.firstElementChild) {
  // The server rendered this page: the answers it used come with it (no second fetch), and React
  // takes its markup over as it is. A transition, and a Suspense boundary per section, cut the work
  // into short tasks, so a tap meanwhile is not held up.
  browserResourceStore.seed(readEmbeddedAnswers());
  const notFoundPath = document.documentElement.dataset.notFound === 'true' ? window.location.pathname : null;
  startTransition(() => {
    hydrateRoot(container, <ShellApp router={BrowserRouter} notFoundPath={notFoundPath} />, { onRecoverableError });
  });
} else {
  // Pages drawn in the browser only: the TV screen, the staff console, and every page when the
  // server could not render (its render fell back to the bare index.html).
  createRoot(container).render(<ShellApp router={BrowserRouter} />);
}
