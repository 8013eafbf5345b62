import type { ReactNode } from 'react';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { registerServiceWorkerWhenIdle } from './offline/register-service-worker';

// Beside the first render, not before it: a remote section waits for the registration when it loads
// (remote-registry.ts); the server's markup stays on screen meanwhile.
void registerRemotesFromManifest();

/**
 * Ends the current task: the browser may paint and answer a tap before the next step. Starting up
 * evaluates React, the router, the design system and the shell (each 10-20 ms on a desktop, four
 * times that on a mid-range phone); in one task that is one long freeze, step by step no step is long.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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

async function start(): Promise<void> {
  // Each import is evaluated in its own task (the files come in parallel: first-screen.js preloads them).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { BrowserRouter } = await import('react-router');
  await nextTask();
  const { browserResourceStore, readEmbeddedPage, setPageRenderTime, splitLanguagePath, languageInfo, loadCatalogue, createI18n, UI_NAMESPACE, uiCatalogue } =
    await import('@aec/ui');
  await nextTask();
  // The page's language is its address's prefix (/as/…, /hi/…); its messages come before the first render.
  const { language, path } = splitLanguagePath(window.location.pathname);
  const [{ startTransition }, { ShellApp }, { SHELL_NAMESPACE, shellCatalogue }] = await Promise.all([
    import('react'),
    import('./first-screen'),
    import('./messages/catalogue'),
  ]);
  await Promise.all([loadCatalogue(SHELL_NAMESPACE, language, shellCatalogue), loadCatalogue(UI_NAMESPACE, language, uiCatalogue)]);
  await nextTask();
  const i18n = createI18n(language);
  const basename = languageInfo(language).prefix || undefined;
  const Router = ({ children }: { children: ReactNode }) => <BrowserRouter basename={basename}>{children}</BrowserRouter>;

  const container = document.getElementById('root')!;
  if (container.firstElementChild) {
    // The server rendered this page: the answers it used come with it (no second fetch), and so does
    // its moment (dates are judged as the server judged them), and React takes its markup over as it is. A transition, and a Suspense boundary per section, cut the work
    // into short tasks, so a tap meanwhile is not held up.
    const embedded = readEmbeddedPage();
    browserResourceStore.seed(embedded.answers);
    setPageRenderTime(embedded.renderedAt);
    const notFoundPath = document.documentElement.dataset.notFound === 'true' ? path : null;
    startTransition(() => {
      hydrateRoot(container, <ShellApp router={Router} i18n={i18n} notFoundPath={notFoundPath} />, { onRecoverableError });
    });
  } else {
    // Pages drawn in the browser only: the TV screen, the staff console, and every page when the
    // server could not render (its render fell back to the bare index.html).
    createRoot(container).render(<ShellApp router={Router} i18n={i18n} />);
  }
}

// The service worker after the page has started, when the browser is idle.
void start().then(registerServiceWorkerWhenIdle);
