import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { ShellApp } from './first-screen';

// Beside the first render, not before it: the header and hero never wait for /remotes.json;
// a remote section waits for the registration when it loads (remote-registry.ts).
void registerRemotesFromManifest();

const container = document.getElementById('root')!;
const app = <ShellApp router={BrowserRouter} />;

if (container.firstElementChild && window.location.pathname === '/') {
  // dist/index.html already holds the home page, rendered at build time: React takes it over as it is,
  // in a transition, so the work is cut into short tasks and a tap meanwhile is not held up.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Any other page replaces the pre-rendered home page in one synchronous commit; only then are its
  // main and footer shown again (public/first-screen.js hid them before the first paint).
  const root = createRoot(container);
  flushSync(() => root.render(app));
  document.documentElement.removeAttribute('data-first-screen');
}
