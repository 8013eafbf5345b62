// Which pages `npm run bench` measures (docs/product/performance.md): twelve routes and four Assamese and Hindi
// pages, or BENCH_ROUTES.
import { get } from './util.mjs';

/** `{newest}` stands for the newest news item's id, read from the news list API at run time. */
export const NEWS_DETAIL = '/news/newslist/{newest}';

export const DEFAULT_ROUTES = [
  '/',
  '/about',
  '/notifications',
  '/news',
  NEWS_DETAIL,
  '/events',
  '/department/cse/home',
  '/office/complain',
  '/hostel',
  '/club/EDC/home',
  '/project/teqip/home',
  '/campuslife',
  // docs/product/languages.md: the Assamese and Hindi pages meet the same targets (their fonts and catalogues included).
  '/as/',
  '/as/notifications',
  '/hi/',
  '/hi/office/complain',
];

/**
 * BENCH_ROUTES=/,/about,news-detail: site paths, comma separated; `news-detail` (or a path with
 * `{newest}`) is the newest news item. Paths only: every request of the bench goes to 127.0.0.1.
 */
export function selectedRoutes(env = process.env) {
  if (!env.BENCH_ROUTES?.trim()) return [...DEFAULT_ROUTES];
  const routes = env.BENCH_ROUTES.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route === 'news-detail' ? NEWS_DETAIL : route));
  for (const route of routes) {
    if (!route.startsWith('/') || route.startsWith('//')) throw new Error(`BENCH_ROUTES: "${route}" is not a site path (it must start with one /)`);
  }
  return [...new Set(routes)];
}

/** The newest news item by date (then id), from GET /api/news/1/10. */
export async function newestNewsId(site) {
  const response = await get(`${site}/api/news/1/10?lean=1`, { headers: { accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`GET /api/news/1/10 answered ${response.status}`);
  const { rows } = JSON.parse(response.body.toString('utf8'));
  if (!rows?.length) throw new Error('the news list is empty');
  const newest = [...rows].sort((a, b) => String(b._date_).localeCompare(String(a._date_)) || b.id - a.id)[0];
  return newest.id;
}

/** The routes with `{newest}` filled in; a route that cannot be resolved is dropped with a warning. */
export async function resolveRoutes(routes, site) {
  if (!routes.some((route) => route.includes('{newest}'))) return routes;
  let id;
  try {
    id = await newestNewsId(site);
  } catch (err) {
    console.warn(`[bench] no news detail page: ${err.message}`);
    return routes.filter((route) => !route.includes('{newest}'));
  }
  return routes.map((route) => route.replaceAll('{newest}', String(id)));
}

/** Each route in English, Assamese and Hindi (a route given in one language stands for all three), in order, once each. */
export function inAllLanguages(routes) {
  const pages = routes.flatMap((route) => {
    const bare = route.replace(/^\/(?:as|hi)(?=\/|$)/, '') || '/';
    return [bare, `/as${bare}`, `/hi${bare}`];
  });
  return [...new Set(pages)];
}
