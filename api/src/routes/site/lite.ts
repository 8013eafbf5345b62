import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LITE_COOKIE, LiteQuery } from '@aec/contracts';
import type { ZodTypeProvider } from '../../lib/route-schemas';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's choice in the cookie: made once, not on every page request. */
const LITE_CHOICE = new RegExp(`(?:^|;\\s*)${LITE_COOKIE}=([01])(?:;|$)`);

/**
 * A lite page (docs/product/performance.md): the visitor's own choice (the footer's Lite link, a cookie)
 * wins; without one, the browser's `Save-Data: on`.
 */
export function wantsLite(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  const chosen = cookie === undefined ? undefined : LITE_CHOICE.exec(cookie)?.[1];
  if (chosen) return chosen === '1';
  const saveData = request.headers['save-data'];
  return saveData !== undefined && /^\s*on\s*$/i.test(String(saveData));
}

/** What a page's answer varies on: its encoding, and whether it is lite (Save-Data, or the cookie). */
export const PAGE_VARY = 'accept-encoding, save-data, cookie';

const liteRoutes: FastifyPluginAsync = async (app) => {
  // A link, not a script: it works before the page's script arrives, and the next page is rendered so.
  app.withTypeProvider<ZodTypeProvider>().get('/lite', { schema: { querystring: LiteQuery } }, (request, reply) => {
    const { mode, back } = request.query;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .header('cache-control', 'no-store')
      .header('set-cookie', `${LITE_COOKIE}=${mode === 'on' ? '1' : '0'}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`)
      .redirect(back, 303);
  });
};
export default liteRoutes;
