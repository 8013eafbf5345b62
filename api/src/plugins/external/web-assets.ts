import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@aec/contracts';
import { encodedBody } from '../app/render/page-cache';

/** Build outputs carry a 10-hex content hash in their names (packages/webpack-config). */
const hashedName = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;
const YEAR = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string): void {
  // Entry points (index.html, remoteEntry.js, mf-manifest.json) must be revalidated so a redeploy shows at once.
  res.setHeader('cache-control', hashedName.test(path.basename(filePath)) ? YEAR : 'no-cache');
}

/** Paths that belong to the server, never to the shell's client-side router. */
const serverPrefixes = ['/api/', '/remotes/', '/files/', '/md/'];

/** Pages drawn in the browser only, and never indexed: the lobby TV screen and the staff console. */
const clientOnly = (pathname: string) => /^\/(screen|admin)(\/|$)/.test(pathname);

/**
 * Public pages may sit in a CDN's or nginx's cache for a minute; browsers revalidate every time, so a
 * published notice shows at once to a visitor who reloads.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * Serves the shell at /, each remote's own dist/ at /remotes/<name>/ (read per request, so copying a
 * new build into place redeploys it), and every page rendered on the server (page-renderer.ts), with
 * its real status: 404 for unknown paths and ids. Without the shell's server build, or when a render
 * fails, the shell's index.html is sent and the browser draws the page, as before.
 */
export default fp(
  async (app) => {
    const { webRoot } = app.config;
    const shellDist = path.join(webRoot, 'shell/dist');

    for (const name of REMOTE_NAMES) {
      const root = path.join(webRoot, name, 'dist');
      fs.mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        preCompressed: true,
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }

    fs.mkdirSync(shellDist, { recursive: true });
    // Only reply.sendFile: the catch-all below sends a file for a path with an extension, and a page
    // for any other, without looking for a file first (the cached page is the hot path).
    await app.register(fastifyStatic, {
      root: shellDist,
      serve: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });

    const sendShell = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist, { cacheControl: false });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (clientOnly(pathname)) return sendShell(reply.header('x-robots-tag', 'noindex'));
      let rendered;
      try {
        rendered = await app.pages.render(request.url);
      } catch (err) {
        request.log.warn({ err }, 'the server render failed; the page is drawn in the browser');
        return sendShell(reply);
      }
      if (!rendered) return sendShell(reply);
      const { body, encoding } = encodedBody(rendered.page, request.headers['accept-encoding']);
      reply
        .code(rendered.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', rendered.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    };

    app.get('/', sendPage);
    app.get('/*', (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (serverPrefixes.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
      return path.extname(file) ? reply.sendFile(file) : sendPage(request, reply);
    });
    // A form sent before the page's script has taken it over (a few seconds on a slow phone) is posted
    // to the page itself (forms with personal data say method=post, so nothing lands in an address or
    // a log): the page is shown again, and the visitor sends it once the page is ready.
    await app.register(async (pages) => {
      pages.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], (_request, payload, done) => {
        payload.resume();
        done(null, undefined);
      });
      pages.post('/*', (request, reply) => {
        if (serverPrefixes.some((prefix) => request.url.startsWith(prefix)) || path.extname(request.url.split('?')[0] ?? '')) return reply.callNotFound();
        return reply.code(303).header('cache-control', 'no-store').redirect(request.url.split('?')[0] ?? '/');
      });
    });
    // Browsers ask for /favicon.ico on their own (PDF tabs, bookmarks); the site's icon is an SVG.
    app.get('/favicon.ico', (_request, reply) => reply.code(301).header('cache-control', 'public, max-age=86400').redirect('/favicon.svg'));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !serverPrefixes.some((prefix) => url.startsWith(prefix)) &&
        !path.extname(url);
      if (isPage) return sendPage(request, reply);
      return reply.code(404).send({ error: `Not found: ${request.method} ${url}` });
    });
  },
  { name: 'web-assets' },
);
