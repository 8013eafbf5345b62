import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { repoRoot } from '../../../config';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from '../../../routes/staff/staff-test-kit';
import { requireServerBuild } from '../../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { readHead, visibleText } from '../../../../test/page-html';
import { DEPARTMENT_IDS, departmentNotificationsRequest, requestKey } from '@aec/contracts';
import { cssContentHash } from './page-template';

/**
 * Pages rendered on the server by the real app: the repository's builds (shell/dist with its server
 * container, each remote's dist/server), a real seeded database in a temporary folder, app.inject.
 * The expectations hold for any build: they are read from the database, not from a snapshot.
 */
// Plain http: with an https public address the staff calls of these tests (over plain inject) are refused.
const PUBLIC_URL = 'http://www.aec.example';
requireServerBuild('page-render.test');

describe('pages rendered on the server', () => {
  let ctx: TestContext;
  let publisher: StaffSession;
  const savedPublicUrl = process.env.AEC_PUBLIC_URL;
  const kit = staffTestKit(() => ctx.app);

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const first = <T>(sql: string) => ctx.app.db.prepare(sql).get() as T;

  beforeAll(async () => {
    // The renderer reads the public address when the app is built.
    process.env.AEC_PUBLIC_URL = PUBLIC_URL;
    ctx = await buildTestApp({ ...STAFF_TEST_ENV, AEC_SEED: '1', AEC_WEB_ROOT: repoRoot, AEC_PUBLIC_URL: PUBLIC_URL });
    ({ publisher } = await kit.signInStaff());
  });
  afterAll(async () => {
    await ctx?.close();
    if (savedPublicUrl === undefined) delete process.env.AEC_PUBLIC_URL;
    else process.env.AEC_PUBLIC_URL = savedPublicUrl;
  });

  describe('the head of each kind of page', () => {
    it('/: the site name, absolute canonical, og:url and og:image, the college as JSON-LD', async () => {
      const res = await page('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<html lang="en" data-ssr');
      const head = readHead(res.body);
      expect(head.title).toBe('Assam Engineering College');
      expect(head.canonical).toBe(`${PUBLIC_URL}/`);
      expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/`);
      expect(head.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
      expect(head.meta('robots')).toBeUndefined();
      // One og:image: the template's relative one is replaced, not doubled.
      expect(head.head.match(/og:image"? content/g)).toHaveLength(1);
      const college = head.ld('CollegeOrUniversity');
      if (college) {
        expect(college.url).toBe(`${PUBLIC_URL}/`);
        if (college.logo) expect(college.logo).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      }
      // The page's data is embedded for hydration.
      expect(res.body).toMatch(/<script type="application\/json" id="aec-data">\{"answers":/);
    });

    it('/about: its own title and description, canonical at the public address', async () => {
      const res = await page('/about');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toMatch(/^.+ \| Assam Engineering College$/);
      expect(head.canonical).toBe(`${PUBLIC_URL}/about`);
      expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/about`);
      expect(head.meta('og:type')).toBe('website');
      expect(head.meta('description')).toBeTruthy();
      expect(head.meta('og:description')).toBe(head.meta('description'));
      // Only the home page preloads the banner.
      expect(head.head).not.toMatch(/rel="?preload"? as="?image"? href="?\/banner-/);
    });

    it('a notice: its headline in <title>, breadcrumbs ending at the notice', async () => {
      const notice = first<{ id: number; title: string }>('SELECT id, title FROM notices WHERE unpublished_at IS NULL ORDER BY id LIMIT 1');
      const res = await page(`/notifications/notice/${notice.id}`);
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe(`${notice.title} | Assam Engineering College`);
      expect(head.canonical).toBe(`${PUBLIC_URL}/notifications/notice/${notice.id}`);
      expect(head.meta('og:title')).toBe(notice.title);
      expect(visibleText(res.body)).toContain(notice.title);
      const crumbs = head.ld('BreadcrumbList');
      expect(crumbs?.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${PUBLIC_URL}/` });
      expect(crumbs?.itemListElement.at(-1)).toMatchObject({ item: `${PUBLIC_URL}/notifications/notice/${notice.id}` });
      // The notifications remote's CSS is inlined in the head: the section is styled before any script
      // runs, with no render-blocking request; named as the remote's chunk loader names the file.
      expect(head.head).toMatch(/<style data-href="__federation_expose_routes\.[0-9a-f]+\.css">[^<]+<\/style>/);
      expect(head.head).not.toMatch(/<link rel="stylesheet"/);
      // A stylesheet of the design system (a singleton the shell provides) that the remote carries too
      // is also named as the shell's chunk loader knows it: the browser does not fetch it again.
      const named = new Set([...head.head.matchAll(/<style data-href="?([^">]+)"?>/g)].map((m) => m[1]!));
      const inlinedHashes = new Set([...named].map(cssContentHash));
      const shellCopies = readdirSync(`${repoRoot}/shell/dist`).filter(
        (file) => file.endsWith('.css') && !file.startsWith('main.') && inlinedHashes.has(cssContentHash(file)),
      );
      expect(shellCopies.length).toBeGreaterThan(0);
      for (const file of shellCopies) expect(named).toContain(file);
      // The staff screens' stylesheets (the rich-text editor's, listed by every remote's copy of @aec/ui) are not a public page's.
      expect(readdirSync(`${repoRoot}/mfe-notifications/dist`).some((file) => /^staff-.*\.css$/.test(file))).toBe(true);
      expect([...named].filter((file) => file.startsWith('staff-'))).toEqual([]);
      // What the browser fetches to take the section over is listed for first-screen.js, from the
      // remote's manifest: its manifest, its entry and the exposed module's scripts, files that exist.
      const preloads = JSON.parse(/<script type="application\/json" id="aec-preloads">([^<]*)<\/script>/.exec(res.body)![1]!) as { href: string; as: string }[];
      expect(preloads).toContainEqual({ href: '/remotes/mfe-notifications/mf-manifest.json', as: 'fetch' });
      // With the English catalogues the app and the section render with: the shell's, the design system's, the remote's.
      const catalogues = preloads.map((p) => p.href).filter((href) => href.includes('/messages-'));
      expect(catalogues.map((href) => href.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
        '/messages-shell-en-json',
        '/messages-ui-en-json',
        '/remotes/mfe-notifications/messages-mfe-notifications-en-json',
      ]);
      // They are the files the builds listed in catalogues.json (the shell's lists the design system's too), not found by their names.
      const listed = (app: string) => (JSON.parse(readFileSync(`${repoRoot}/${app}/dist/catalogues.json`, 'utf8')) as Record<string, string[]>).en!;
      expect(catalogues).toEqual([
        ...listed('shell').map((file) => `/${file}`),
        ...listed('mfe-notifications').map((file) => `/remotes/mfe-notifications/${file}`),
      ]);
      expect(preloads).toContainEqual({ href: '/remotes/mfe-notifications/remoteEntry.js', as: 'script' });
      const scripts = preloads.filter((p) => p.as === 'script');
      expect(scripts.length).toBeGreaterThan(1);
      for (const { href } of scripts) expect((await ctx.app.inject({ url: href })).statusCode).toBe(200);
    });

    it('a news item: og:type article and a NewsArticle with absolute URLs', async () => {
      const news = first<{ id: number; title: string; published_at: string }>(
        'SELECT id, title, published_at FROM news WHERE unpublished_at IS NULL ORDER BY id LIMIT 1',
      );
      const res = await page(`/news/newslist/${news.id}`);
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe(`${news.title} | Assam Engineering College`);
      expect(head.meta('og:type')).toBe('article');
      expect(head.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      const article = head.ld('NewsArticle');
      expect(article).toBeDefined();
      expect(article).toMatchObject({ '@context': 'https://schema.org', headline: news.title, url: `${PUBLIC_URL}/news/newslist/${news.id}` });
      expect(Date.parse(article!.datePublished)).toBe(Date.parse(news.published_at));
      if (article!.mainEntityOfPage) expect(article!.mainEntityOfPage).toBe(`${PUBLIC_URL}/news/newslist/${news.id}`);
      // Every image of structured data is an absolute URL, in a list or alone.
      for (const image of [article!.image ?? []].flat()) expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(article!.publisher?.url ?? `${PUBLIC_URL}/`).toBe(`${PUBLIC_URL}/`);
    });

    it('an event: an Event with its day, place and absolute URLs', async () => {
      const event = first<{ id: number; title: string }>('SELECT id, title FROM events WHERE unpublished_at IS NULL ORDER BY id LIMIT 1');
      const res = await page(`/events/eventlist/${event.id}`);
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe(`${event.title} | Assam Engineering College`);
      expect(head.canonical).toBe(`${PUBLIC_URL}/events/eventlist/${event.id}`);
      const data = head.ld('Event');
      expect(data).toBeDefined();
      expect(data).toMatchObject({ name: event.title, url: `${PUBLIC_URL}/events/eventlist/${event.id}` });
      expect(data!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(data!.location?.['@type']).toBe('Place');
      for (const image of [data!.image ?? []].flat()) expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    });

    it('a department: BreadcrumbList Home / … / the department', async () => {
      const res = await page('/department/cse/home');
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toMatch(/^.+ \| Assam Engineering College$/);
      expect(head.canonical).toBe(`${PUBLIC_URL}/department/cse/home`);
      const crumbs = head.ld('BreadcrumbList');
      expect(crumbs).toBeDefined();
      const items = crumbs!.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item.position).toBe(index + 1);
        expect(item.item).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      });
      expect(items[0]).toMatchObject({ name: 'Home', item: `${PUBLIC_URL}/` });
      expect(items.at(-1)!.item).toBe(`${PUBLIC_URL}/department/cse/home`);
    });

    it('a department notice board embeds no base64: its answer is the lean one, each attachment a link to its file', async () => {
      const file = first<{ sha256: string }>(
        `SELECT f.sha256 FROM department_notification_files nf JOIN files f ON f.id = nf.file_id
         JOIN department_notifications n ON n.id = nf.notification_id
         WHERE n.dept_id = ${DEPARTMENT_IDS.civil} AND n.unpublished_at IS NULL ORDER BY n.created_at DESC, n.id DESC LIMIT 1`,
      );
      const res = await page('/department/civil/notice');
      expect(res.statusCode).toBe(200);
      // A PDF's base64 starts JVBER ('%PDF-'); a data: URL would be the browser decoding it.
      expect({ base64: res.body.includes('JVBER'), dataUrl: res.body.includes('data:application/pdf') }).toEqual({ base64: false, dataUrl: false });
      const embedded = JSON.parse(/<script type="application\/json" id="aec-data">([^<]*)<\/script>/.exec(res.body)![1]!) as {
        answers: Record<string, { body: Array<{ file: unknown[]; files: Array<{ url: string }> }> }>;
      };
      const board = embedded.answers[requestKey(departmentNotificationsRequest(DEPARTMENT_IDS.civil))]!.body;
      expect(board.flatMap((n) => n.file)).toEqual([]);
      expect(board.flatMap((n) => n.files.map((f) => f.url))).toContain(`/files/${file.sha256}.pdf`);
      const links = [...res.body.matchAll(/<ul class="attachment-list"[^>]*>.*?<\/ul>/g)].map((m) => m[0]);
      expect(links.join('\n')).toContain(`href="/files/${file.sha256}.pdf" download="`);
    });

    it('a club typed in any case names one address: the club code in its own case, in the page language', async () => {
      const cases: Array<[typed: string, address: string]> = [
        ['/club/edc/home', '/club/EDC/home'],
        ['/club/EDC/home', '/club/EDC/home'],
        ['/as/club/edc/team', '/as/club/EDC/team'],
      ];
      for (const [typed, address] of cases) {
        const res = await page(typed);
        expect(res.statusCode).toBe(200);
        const head = readHead(res.body);
        expect(head.canonical).toBe(`${PUBLIC_URL}${address}`);
        expect(res.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}${address}">`);
        expect(res.body).toContain(`hreflang="x-default" href="${PUBLIC_URL}${address.replace(/^\/as/, '')}"`);
      }
    });
  });

  describe('404s', () => {
    const notFound = async (url: string) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const head = readHead(res.body);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(res.body).not.toContain('rel="canonical"');
      // The header and footer are still there: the visitor can go on from here.
      expect(res.body).toMatch(/<header[\s>]/);
      expect(res.body).toMatch(/<footer[\s>]/);
      return { res, head };
    };

    it.each(['/no-such-page', '/department/zzz/home', '/hostel/1/nope'])('%s answers 404 with the not-found page', async (url) => {
      const { head } = await notFound(url);
      expect(head.title).toMatch(/not found/i);
    });

    it('an unknown notice id answers 404 and says which notice was not found', async () => {
      const { res, head } = await notFound('/notifications/notice/424242');
      expect(head.title).toMatch(/424242/);
      expect(visibleText(res.body)).toContain('Notice 424242 was not found');
    });

    it('keeps a 404 briefly, apart from the pages: unknown addresses push no page out', async () => {
      const before = ctx.app.pages.cache.size;
      const first = await notFound('/no-such-page-either');
      expect(ctx.app.pages.cache.get('/no-such-page-either')?.status).toBe(404);
      expect(ctx.app.pages.cache.size).toBe(before);
      expect((await notFound('/no-such-page-either')).res.body).toBe(first.res.body);
    });
  });

  describe('the page cache', () => {
    it('serves a page again from the cache, and shows a notice published by staff at once', async () => {
      const before = await page('/notifications');
      expect(before.statusCode).toBe(200);
      expect(ctx.app.pages.cache.get('/notifications')).toBeDefined();
      const again = await page('/notifications');
      expect(again.body).toBe(before.body);

      const headline = `Server render cache check ${Date.now()} (sample)`;
      const created = await kit.call(publisher, 'POST', '/api/staff/notices', {
        title: headline,
        type: 'AEC',
        message: '<p>Published by the page cache test.</p>',
      });
      expect(created.statusCode).toBe(201);
      expect(ctx.app.pages.cache.get('/notifications')).toBeUndefined();

      const after = await page('/notifications');
      expect(after.statusCode).toBe(200);
      expect({ headlineShown: visibleText(after.body).includes(headline) }).toEqual({ headlineShown: true });
      const id = created.json().id as number;
      const detail = await page(`/notifications/notice/${id}`);
      expect(readHead(detail.body).title).toBe(`${headline} | Assam Engineering College`);
    });

    it('does not keep a page whose data was read before a write that finished while it rendered', async () => {
      ctx.app.pages.cache.clear();
      // The render's read of the notices is answered only after a notice has been published.
      const inject = ctx.app.inject.bind(ctx.app);
      let readDone!: () => void;
      const read = new Promise<void>((resolve) => (readDone = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const spy = jest.spyOn(ctx.app, 'inject').mockImplementation(((options: InjectOptions) => {
        const isRenderRead = typeof options === 'object' && options.remoteAddress === '127.0.0.2' && /^\/api\/notice\//.test(String(options.url));
        if (!isRenderRead) return inject(options);
        return inject(options).then(async (response) => {
          readDone();
          await released;
          return response;
        });
      }) as typeof ctx.app.inject);
      try {
        const rendering = page('/notifications');
        await read;
        const headline = `Published during a render ${Date.now()} (sample)`;
        const created = await kit.call(publisher, 'POST', '/api/staff/notices', { title: headline, type: 'AEC', message: '<p>x</p>' });
        expect(created.statusCode).toBe(201);
        release();
        // Rendered from what was there when it began: fine for this one visitor, never kept.
        expect((await rendering).statusCode).toBe(200);
        spy.mockRestore();
        const next = await page('/notifications');
        expect({ headlineShown: next.body.includes(headline) }).toEqual({ headlineShown: true });
      } finally {
        release();
        spy.mockRestore();
      }
    });

    it('is not emptied by a read made with a POST (a department notice board, docs/product/api-compatibility.md)', async () => {
      ctx.app.pages.cache.clear();
      expect((await page('/about')).statusCode).toBe(200);
      // This page reads its notice board with POST /getnotificationwcollege while it renders.
      expect((await page('/department/cse/notice')).statusCode).toBe(200);
      expect(ctx.app.pages.cache.get('/department/cse/notice')).toBeDefined();
      const read = await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege', payload: { branch_code: 1, college_code: 'AEC' } });
      expect(read.statusCode).toBe(200);
      expect(ctx.app.pages.cache.get('/about')).toBeDefined();
      expect(ctx.app.pages.cache.get('/department/cse/notice')).toBeDefined();
    });

    it('puts nothing personal in a page: a staff session gets the same HTML as anyone', async () => {
      for (const url of ['/', '/notifications', '/office']) {
        ctx.app.pages.cache.clear();
        const signedIn = await page(url, { cookie: publisher.cookie, 'x-csrf-token': publisher.csrf });
        ctx.app.pages.cache.clear();
        const anonymous = await page(url);
        expect(signedIn.statusCode).toBe(200);
        // The same page but for the moment each was rendered for.
        const sameMoment = (html: string) => html.replace(/"renderedAt":\d+/, '"renderedAt":0');
        expect(signedIn.body).toMatch(/"renderedAt":\d+/);
        expect(sameMoment(signedIn.body)).toBe(sameMoment(anonymous.body));
        expect(signedIn.body).not.toContain('publisher@aec.ac.in');
        expect(signedIn.body).not.toContain(publisher.csrf);
        expect(signedIn.headers['set-cookie']).toBeUndefined();
      }
    });

    it('answers in the encoding asked for, compressed once per cached page', async () => {
      const plain = await page('/about');
      const br = await page('/about', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await page('/about', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    });
  });
});
