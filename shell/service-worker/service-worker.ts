/// <reference lib="webworker" />
// The site's service worker, served at /sw.js (scope /): offline reading of what a visitor opened, and
// Web Push notifications. Built by shell/webpack.config.js beside the shell's files; what it keeps and
// why is in docs/product/offline-and-push.md and decision 105.
import { clientsClaim } from 'workbox-core';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { dateFormats } from '../../packages/ui/src/format/language-dates';
import en from '../src/messages/en.json';
import as from '../src/messages/as.json';
import hi from '../src/messages/hi.json';
import {
  CACHES,
  LIMITS,
  OFFLINE_PAGES,
  isBypassed,
  isDocument,
  isImmutableAsset,
  isKeepableAnswer,
  isKeptPage,
  isReleasePointer,
  languageOfPath,
  readPushPayload,
  withSavedLine,
  withoutScripts,
  type SiteLanguage,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope;

const SAVED_LINE: Record<SiteLanguage, string> = { en: en.offline.savedAt, as: as.offline.savedAt, hi: hi.offline.savedAt };

/** Only whole answers the server did not mark personal (no-store, private) go into a cache. */
const keepable: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (isKeepableAnswer(response) ? response : null) };

/** A kept page read without a network says when it was saved (the answer's Date), in the page's language. */
const savedLine: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse || !/text\/html/.test(cachedResponse.headers.get('content-type') ?? '')) return cachedResponse;
    const language = languageOfPath(new URL(request.url).pathname);
    const saved = cachedResponse.headers.get('date');
    const when = dateFormats(language).dateTime(saved ? new Date(saved) : new Date());
    const html = withSavedLine(await cachedResponse.text(), SAVED_LINE[language].replace('{{date}}', when), language);
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/**
 * Documents are bounded by count (ExpirationPlugin) and by bytes: after each new one, the oldest go
 * until the rest fit in LIMITS.documentBytes (workbox-expiration counts entries and ages, not sizes).
 */
const documentBytes: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sizes = await Promise.all(keys.map(async (key) => Number((await cache.match(key))?.headers.get('content-length') ?? 0)));
    let total = sizes.reduce((sum, size) => sum + size, 0);
    // keys() lists in insertion order: the oldest first.
    for (let i = 0; i < keys.length - 1 && total > LIMITS.documentBytes; i += 1) {
      await cache.delete(keys[i]!);
      total -= sizes[i]!;
    }
  },
};

/** The offline page of a language, saved when missing (about 10 KB each: only the languages a visitor reads). */
async function keepOfflinePage(language: SiteLanguage): Promise<void> {
  const cache = await caches.open(CACHES.offline);
  if (!(await cache.match(OFFLINE_PAGES[language]))) await cache.add(OFFLINE_PAGES[language]);
}

/** A page kept in a language whose offline page is not saved yet (the visitor changed language): saved now. */
const offlinePageOfLanguage: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => keepOfflinePage(languageOfPath(new URL(request.url).pathname)).catch(() => undefined),
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [keepable, new ExpirationPlugin({ maxEntries: LIMITS.pages, purgeOnQuotaError: true }), savedLine, offlinePageOfLanguage],
});

registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isDocument(url), documentStrategy());
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isKeptPage(url), pages);
// Any other page (the console, a grievance's status, a token's link): the network only, the offline page without it.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
registerRoute(({ url }) => url.origin === self.location.origin && isDocument(url), documentStrategy());
registerRoute(
  ({ url }) => url.origin === self.location.origin && !isBypassed(url) && isImmutableAsset(url),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [keepable, new ExpirationPlugin({ maxEntries: LIMITS.assets, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && !isBypassed(url) && isReleasePointer(url),
  new NetworkFirst({ cacheName: CACHES.releases, plugins: [keepable] }),
);

function documentStrategy() {
  // A document may be replaced under its address (the static documents): the network first, the kept copy offline.
  return new NetworkFirst({
    cacheName: CACHES.documents,
    plugins: [keepable, new ExpirationPlugin({ maxEntries: LIMITS.documents, purgeOnQuotaError: true }), documentBytes],
  });
}

// A page never seen, without a network: the offline page in the visitor's language.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  // The address's language; else one the visitor has read (its offline page is the one saved).
  const cache = await caches.open(CACHES.offline);
  const language = languageOfPath(new URL(request.url).pathname);
  let page = await cache.match(OFFLINE_PAGES[language]);
  for (const other of Object.values(OFFLINE_PAGES)) page ??= await cache.match(other);
  if (!page) return Response.error();
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(withoutScripts(await page.text()), { status: 200, headers });
});

self.addEventListener('install', (event) => {
  // The offline page in the language of the pages that registered the worker (English when none says).
  const languages = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => new Set<SiteLanguage>(windows.length ? windows.map((client) => languageOfPath(new URL(client.url).pathname)) : ['en']));
  event.waitUntil(languages.then((chosen) => Promise.all([...chosen].map(keepOfflinePage))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES));
  // Caches of an older version of this worker go; the open pages are taken over at once.
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('aec-') && !current.has(name)).map((name) => caches.delete(name)))),
  );
});
clientsClaim();

self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    data = undefined;
  }
  const payload = readPushPayload(data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      lang: payload.lang,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(String((event.notification.data as { url?: string } | null)?.url ?? '/'), self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === url.pathname);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
