import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ownerOfPath, type AppName } from '@aec/contracts';
import { plainText } from '../../../lib/markup';
import { staticEntries } from '../../../routes/site/sitemap';
import type { ServedReleases } from '../releases/served-releases';
import type { SearchLang } from './search-repository';

const PREFIX: Record<SearchLang, string> = { en: '', as: '/as', hi: '/hi' };

/**
 * What a visitor reads on a rendered page, without the frame: the text of its <main> (the header, the
 * navigation and the footer are outside it, alike on every page), and its h1 as the title.
 */
export function pageText(html: string): { title: string; text: string } | null {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!main) return null;
  const text = (markup: string) => plainText(markup).replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  const title = h1 ? text(h1) : text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
  return { title, text: text(main.replace(/<script\b[\s\S]*?<\/script>/g, ' ')) };
}

/** The paths of the site's map (the shell's sitemap.xml as served now), with the app that owns each. */
export function sitemapPaths(served: ServedReleases): Array<{ path: string; owner: AppName }> {
  return staticEntries(path.join(served.apps.shell.dir, 'sitemap.xml'), 'http://site').map(({ loc }) => {
    const pathname = new URL(loc).pathname;
    return { path: pathname, owner: ownerOfPath(pathname) };
  });
}

/**
 * Renders each sitemap page of the given apps in each language and indexes its text: one at a time, in the
 * renderer's background lane (a visitor's render never waits behind it), and none of its renders kept in
 * the page cache (the ~250 pages would push out what visitors ask for). Answers how many were indexed.
 */
export async function indexSitePages(app: FastifyInstance, owners: Set<AppName> | 'all'): Promise<number> {
  const served = app.releases.pointers.reload();
  let n = 0;
  for (const { path: pagePath, owner } of sitemapPaths(served)) {
    if (owners !== 'all' && !owners.has(owner)) continue;
    for (const lang of Object.keys(PREFIX) as SearchLang[]) {
      const page = await app.pages.renderInBackground(`${PREFIX[lang]}${pagePath === '/' ? '/' : pagePath}`).catch(() => null);
      if (!page || page.status !== 200) continue;
      const found = pageText(page.page.html.toString('utf8'));
      if (found) {
        app.searchIndex.indexPage(pagePath, lang, found.title, found.text);
        n++;
      }
    }
  }
  return n;
}

export default fp(
  async (app) => {
    const indexPages = async (owners: Set<AppName> | 'all') => {
      app.log.info({ pages: await indexSitePages(app, owners) }, 'site pages indexed for search');
    };
    let running: Promise<void> = Promise.resolve();
    const queue = (owners: Set<AppName> | 'all') => {
      running = running.then(() => indexPages(owners)).catch((err) => app.log.warn({ err }, 'site pages could not be indexed for search'));
    };
    // At start (once the server listens: injected test apps render nothing), and after every release:
    // the pages of the apps whose served folder changed.
    let listening = false;
    app.addHook('onListen', async () => {
      listening = true;
      queue('all');
    });
    let before: ServedReleases | undefined = app.releases.pointers.live.current.served;
    app.releases.pointers.live.on('change', (state) => {
      // Not before the start's own run: an injected test app changing its files renders nothing for the index.
      if (!listening) {
        before = state.served;
        return;
      }
      const changed = new Set<AppName>();
      for (const [name, served] of Object.entries(state.served.apps) as Array<[AppName, { dir: string; version: string | null }]>) {
        const had = before?.apps[name];
        if (!had || had.dir !== served.dir || had.version !== served.version) changed.add(name);
      }
      before = state.served;
      // A dist/ rebuilt in place keeps its folder: then every app's pages are read again.
      queue(changed.size ? changed : 'all');
    });
  },
  { name: 'site-page-index', dependencies: ['page-renderer', 'search-repository'] },
);
