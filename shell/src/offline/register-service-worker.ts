/**
 * Registers the service worker (/sw.js, offline reading and notifications: docs/product/offline-and-push.md)
 * once the app has started and the browser is idle: never on the first screen's path. Production builds
 * only: a development server's files change on every save.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Private windows and some embedded browsers refuse it: the site works as before.
      console.warn('[offline] the service worker was not registered:', error);
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
