import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@aec/contracts';
import { encodedBody, type CachedPage } from '../app/render/page-cache';
import { matchesEtag, pageEtag } from '../app/render/page-etag';
import { RenderQueueFull, type RenderedPage } from '../app/render/page-renderer';
import { barePath } from '../app/render/page-template';
import { knownPaths, PageAddresses, type KnownPaths } from '../app/render/page-address';
import type { LiveState } from '../app/releases/live-files';
import { formValues, linkedForm, postedForm, runPageForm, sameOriginPost } from '../app/render/page-forms';
import { PAGE_VARY, wantsLite } from '../../routes/site/lite';
import { HASHED_NAME as hashedName, isReleaseVersion, releaseDir } from '../app/releases/release-files';

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
 * Pages whose forms are posted to the page itself when sent before the page's script has taken them
 * over (canonical paths without a language prefix): such a POST is answered 303 to the same page.
 * Any other POST to a page path is refused (405), so no POST can be turned into a redirect elsewhere
 * (SECURITY.md). A page that handles its form on the server registers its own POST route instead.
 */
export const FORM_PAGES: readonly RegExp[] = [
  /^\/office\/complain$/,
  /^\/(?:aecsu|ecta)\/complain$/,
  /^\/project\/[a-z0-9-]+\/(?:progri|tender)$/,
  /^\/(?:studentsLogin|teacherLogin|parentslogin|alumnilogin)$/,
];

/** The most a form posted to a page may send (its longest field is a grievance's 5,000 characters, each up to 9 bytes encoded). */
const FORM_BODY_LIMIT = 64 * 1024;

const CROSS_SITE_SENTENCE = 'This form was sent from another website, so the college did not accept it. Open the form on this website and send it from there.';
/** No script, no style: the page's CSP needs nothing for it. */
const crossSitePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form refused | Assam Engineering College</title></head><body><main><h1>Form refused</h1><p>${CROSS_SITE_SENTENCE}</p><p><a href="/">Assam Engineering College home page</a></p></main></body></html>`;

/** A variant of a page's address (case, slashes, leading zeros) moves there for good; browsers may keep that a day. */
const MOVED_CACHE_CONTROL = 'public, max-age=86400';

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * Serves the shell at /, each remote at /remotes/<name>/, and every page rendered on the server
 * (page-renderer.ts), with its real status: 404 for unknown paths and ids. Each app's files come from
 * its current release (app.releases), or its dist/ while it has none (read per request, so copying a
 * new build into place redeploys it). A release's own files are also at
 * /remotes/<name>/releases/<version>/, which /remotes.json names: a page loads one release of a remote
 * whole, however the pointer moves meanwhile. A content-hashed file not in the current release is looked
 * for in the app's older ones, so a tab opened before a switch keeps working. Without the shell's server
 * build, or when a render fails, the shell's index.html is sent and the browser draws the page, as before.
 */
export default fp(
  async (app) => {
    const { webRoot, dataDir } = app.config;
    const shellDist = path.join(webRoot, 'shell/dist');
    for (const name of REMOTE_NAMES) fs.mkdirSync(path.join(webRoot, name, 'dist'), { recursive: true });

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

    /** Where a file of an app is: its current release, or for a hashed name the first of the app's releases holding it. */
    const rootsOf = (name: 'shell' | RemoteName, file: string): string => {
      const served = app.releases.pointers.served().apps[name];
      if (!hashedName.test(file) || served.hashedRoots.length === 1) return served.dir;
      return served.hashedRoots.find((root) => fs.existsSync(path.join(root, file))) ?? served.dir;
    };

    // Each HTML page's CSP names the stylesheets inlined in it (security-headers.ts): worked out once
    // per rendered page, and once per shell index.html (a release's never changes; dist/'s may).
    const pageCsps = new WeakMap<CachedPage, string>();
    const cspOfPage = (page: CachedPage) => {
      let csp = pageCsps.get(page);
      if (csp === undefined) pageCsps.set(page, (csp = app.pageCsp(page.html.toString('utf8'))));
      return csp;
    };
    const pageEtags = new WeakMap<CachedPage, string>();
    const etagOfPage = (page: CachedPage) => {
      let etag = pageEtags.get(page);
      if (etag === undefined) pageEtags.set(page, (etag = pageEtag(page.html)));
      return etag;
    };
    let shellCsp: { key: string; csp: string } | undefined;
    const cspOfShell = (dir: string) => {
      const file = path.join(dir, 'index.html');
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) return app.pageCsp('');
      const key = `${file}:${stat.mtimeMs}:${stat.size}`;
      if (shellCsp?.key !== key) shellCsp = { key, csp: app.pageCsp(fs.readFileSync(file, 'utf8')) };
      return shellCsp.csp;
    };

    const sendShell = (reply: FastifyReply, cacheControl = 'no-cache') => {
      const dir = app.releases.pointers.served().apps.shell.dir;
      return reply
        .header('cache-control', cacheControl)
        .header('content-security-policy', cspOfShell(dir))
        .sendFile('index.html', dir, { cacheControl: false });
    };

    app.get('/remotes/:name/*', (request, reply) => {
      const { name, '*': file } = request.params as { name: string; '*': string };
      if (!isRemote(name) || !file) return reply.callNotFound();
      const versioned = /^releases\/([^/]+)\/(.+)$/.exec(file);
      if (!versioned) return reply.sendFile(file, rootsOf(name, file));
      const [, version, inRelease] = versioned as unknown as [string, string, string];
      if (!isReleaseVersion(version)) return reply.callNotFound();
      // A release never changes: even its manifest and entry may be kept.
      return reply.header('cache-control', YEAR).sendFile(inRelease, releaseDir(dataDir, name, version));
    });

    /**
     * Where a page's URL leads: the one address of the page (page-address.ts), by the shell's page names. The
     * names are read again only when the live files were looked at again (live-files.ts: a deploy, or at least
     * every second), not stat'ed on every request, and an address asked for before is not worked out again.
     */
    const live = app.releases.pointers.live;
    let known: { state: LiveState; paths: KnownPaths } | undefined;
    const addresses = new PageAddresses();
    const addressOf = (url: string) => {
      const state = live.current;
      if (known?.state !== state) known = { state, paths: knownPaths(path.join(state.served.apps.shell.dir, 'sitemap.xml')) };
      return addresses.of(url, known.paths);
    };

    // A cached page is answered without a promise or a turn of the event loop (decision 184): render() only when it must.
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const at = request.url.indexOf('?');
      const pathname = at === -1 ? request.url : request.url.slice(0, at);
      if (clientOnly(pathname)) return sendShell(reply.header('x-robots-tag', 'noindex'));
      const address = addressOf(request.url);
      // Relative and starting with one slash: the same origin, whatever Host the request named.
      if (address.redirect) return reply.header('cache-control', MOVED_CACHE_CONTROL).redirect(address.redirect, 301);
      // A link that names what a form looks up (a registration number): looked up for this visitor, never cached.
      // Only an address with a query can name one.
      const linked = at === -1 ? undefined : linkedForm(address.renderUrl.split('?')[0]!, new URLSearchParams(request.url.split('?')[1] ?? ''));
      if (linked) return runPageForm(app, request, linked, true).then((ran) => sendFormAnswer(request, reply, address.renderUrl, ran));
      const lite = wantsLite(request);
      // Rendered (and cached) without the parameters no page reads.
      const cached = app.pages.cached(address.renderUrl, lite);
      return cached ? sendRendered(request, reply, cached) : renderAndSend(request, reply, address.renderUrl, lite);
    };

    const renderAndSend = async (request: FastifyRequest, reply: FastifyReply, url: string, lite: boolean) => {
      let rendered;
      try {
        rendered = await app.pages.render(url, { lite });
      } catch (err) {
        if (!(err instanceof RenderQueueFull)) request.log.warn({ err }, 'the server render failed; the page is drawn in the browser');
        return sendShell(reply);
      }
      if (!rendered) return sendShell(reply);
      return sendRendered(request, reply, rendered);
    };

    const sendRendered = (request: FastifyRequest, reply: FastifyReply, rendered: RenderedPage) => {
      if (rendered.status === 200) {
        // The page the browser holds is still the page: a 304 instead of its 15-25 KB (page-etag.ts).
        const etag = etagOfPage(rendered.page);
        reply.header('etag', etag);
        // The 304's headers replace the stored answer's (RFC 9111 §4.3.4): it carries the page's own CSP, whose
        // hashes let its inline styles apply; the site-wide one would leave the kept page unstyled.
        if (matchesEtag(request.headers['if-none-match'], etag))
          return reply
            .code(304)
            .header('cache-control', PAGE_CACHE_CONTROL)
            .header('content-security-policy', cspOfPage(rendered.page))
            .header('vary', PAGE_VARY)
            .send();
      }
      const { body, encoding } = encodedBody(rendered.page, request.headers['accept-encoding']);
      reply
        .code(rendered.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', rendered.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
        .header('content-security-policy', cspOfPage(rendered.page))
        .header('vary', PAGE_VARY);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    };

    /**
     * The page answering a form the server ran (page-forms.ts), rendered for this visitor alone: never
     * cached by anyone (no-store), whatever it holds, never named in a Referer, never indexed. Without a server render the page is drawn in the
     * browser; the call was made all the same.
     */
    const sendFormAnswer = async (request: FastifyRequest, reply: FastifyReply, page: string, ran: Awaited<ReturnType<typeof runPageForm>>) => {
      // Its address may carry a link's token or number: no request from it names the page, and no index keeps it.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      if (ran.retryAfter) reply.header('retry-after', ran.retryAfter);
      let rendered;
      try {
        rendered = await app.pages.renderWith(page, ran.seed);
      } catch (err) {
        if (!(err instanceof RenderQueueFull)) request.log.warn({ err }, 'the server render of a form answer failed; the page is drawn in the browser');
        return sendShell(reply.code(ran.status), 'no-store');
      }
      if (!rendered) return sendShell(reply.code(ran.status), 'no-store');
      const { body, encoding } = encodedBody(rendered.page, request.headers['accept-encoding']);
      reply
        .code(rendered.status === 200 ? ran.status : rendered.status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', cspOfPage(rendered.page))
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    };

    /** A form posted from another site (page-forms.ts sameOriginPost): refused, with a sentence a person can read. */
    const refuseCrossSite = (request: FastifyRequest, reply: FastifyReply) => {
      reply.code(403).header('cache-control', 'no-store');
      if (!request.headers.accept?.includes('text/html')) return reply.send({ error: CROSS_SITE_SENTENCE });
      return reply.type('text/html; charset=utf-8').send(crossSitePage);
    };

    app.get('/', sendPage);
    app.get('/*', (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (serverPrefixes.some((prefix) => request.url.startsWith(prefix))) return reply.callNotFound();
      // The shell's document by its file name too: with the CSP of its inlined stylesheets.
      if (file === 'index.html') return sendShell(reply);
      return path.extname(file) ? reply.sendFile(file, rootsOf('shell', file)) : sendPage(request, reply);
    });
    // A form sent before the page's script has taken it over (a few seconds on a slow phone) is posted
    // to the page itself (forms with personal data say method=post, so nothing lands in an address or
    // a log): the page is shown again, and the visitor sends it once the page is ready.
    await app.register(async (pages) => {
      // The forms the server answers are urlencoded (none uploads a file); their fields are read with the
      // platform's own parser. A multipart body is drained unread.
      pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
        done(null, new URLSearchParams(body as string));
      });
      pages.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
        payload.resume();
        done(null, undefined);
      });
      pages.post('/*', async (request, reply) => {
        if (serverPrefixes.some((prefix) => request.url.startsWith(prefix)) || path.extname(request.url.split('?')[0] ?? '')) return reply.callNotFound();
        const page = addressOf(request.url.split('?')[0] ?? '/').renderUrl;
        const posted = request.body instanceof URLSearchParams ? postedForm(page, request.body) : undefined;
        if (posted && request.body instanceof URLSearchParams) {
          if (!sameOriginPost(request)) return refuseCrossSite(request, reply);
          const ran = await runPageForm(app, request, { ...posted, values: formValues(posted.action, request.body) });
          return sendFormAnswer(request, reply, page, ran);
        }
        if (FORM_PAGES.some((form) => form.test(barePath(page)))) return reply.header('cache-control', 'no-store').redirect(page, 303);
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .header('cache-control', 'no-store')
          .send({ error: 'This address is a page of the website: it can be opened, not sent a form.' });
      });
    });
    // Browsers ask for /favicon.ico on their own (PDF tabs, bookmarks); the site's icon is an SVG.
    app.get('/favicon.ico', (_request, reply) => reply.code(301).header('cache-control', 'public, max-age=86400').redirect('/favicon.svg'));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !serverPrefixes.some((prefix) => url.startsWith(prefix)) && !path.extname(url);
      if (isPage) return sendPage(request, reply);
      return reply.code(404).send({ error: `Not found: ${request.method} ${url}` });
    });
  },
  { name: 'web-assets' },
);
