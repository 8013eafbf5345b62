import { buildTestApp, installStubShell, type TestContext } from '../../../../test/helpers';

/**
 * SECURITY.md (open redirects, bounded renders, one address per page), against the real app and a real render worker running a
 * stand-in shell server container (no front-end build needed): its markup says which worker thread
 * rendered the page and how many renders that worker has made, so a test can tell a cached answer,
 * a render and a replaced worker apart.
 */
const STUB_SHELL = `
const { threadId } = require('node:worker_threads');
let renders = 0;
exports.renderPage = async ({ url }) => {
  renders += 1;
  if (url.startsWith('/spin')) for (;;) {}
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  const missing = url.startsWith('/nope');
  return {
    status: missing ? 404 : 200,
    markup: '<p data-thread="' + threadId + '" data-renders="' + renders + '" data-url="' + encodeURIComponent(url) + '"></p>',
    hints: '', head: { title: 'stub' }, remoteModules: [], notFound: missing, incomplete: false, renderedAt: Date.now(),
  };
};
`;

/** The shell build's static sitemap: the pages (and their leading parts) the site names, in its case. */
const SITEMAP = ['/about/history', '/studentsLogin', '/club', '/office/complain'].map((p) => `<url><loc>https://x.example${p}</loc></url>`).join('');

interface Rendered {
  thread: number;
  renders: number;
  url: string;
}

/** What the stand-in rendered, or undefined for the client-rendered document (the shell's index.html). */
function rendered(body: string): Rendered | undefined {
  const match = /data-thread="(\d+)" data-renders="(\d+)" data-url="([^"]*)"/.exec(body);
  return match ? { thread: Number(match[1]), renders: Number(match[2]), url: decodeURIComponent(match[3]!) } : undefined;
}

describe('the render path under floods, forged addresses and page-path POSTs', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ url, headers: { accept: 'text/html' } });
  const defaults = { concurrency: 0, queue: 0, queueWaitMs: 0, timeoutMs: 0 };

  beforeAll(async () => {
    ctx = await buildTestApp();
    installStubShell(ctx, STUB_SHELL, SITEMAP);
    Object.assign(defaults, ctx.app.pages.limits);
  });
  afterAll(() => ctx?.close());
  afterEach(() => Object.assign(ctx.app.pages.limits, defaults));

  describe('cache keys (SECURITY.md)', () => {
    it('parameters no page reads make no new render: they are left out of the render and the key', async () => {
      const first = rendered((await get('/campus?utm_source=a')).body);
      expect(first?.url).toBe('/campus');
      for (const url of ['/campus?utm_source=b', '/campus?x=1&y=2', '/campus']) expect(rendered((await get(url)).body)).toEqual(first);
      // A parameter a page reads is part of the key, in a fixed order.
      const searched = rendered((await get('/campus?zzz=1&q=robots&page=2')).body);
      expect(searched?.url).toBe('/campus?page=2&q=robots');
      expect(searched?.renders).toBeGreaterThan(first!.renders);
      expect(rendered((await get('/campus?page=2&q=robots')).body)).toEqual(searched);
    });

    it('a 404 is rendered once and kept briefly, apart from the real pages', async () => {
      const size = ctx.app.pages.cache.size;
      const first = await get('/nope-1');
      expect(first.statusCode).toBe(404);
      const again = await get('/nope-1');
      expect(again.statusCode).toBe(404);
      expect(rendered(again.body)).toEqual(rendered(first.body));
      expect(ctx.app.pages.cache.missCount).toBeGreaterThanOrEqual(1);
      expect(ctx.app.pages.cache.size).toBe(size);
    });

    it('the same new address asked many times at once is rendered once', async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get('/together')));
      expect(new Set(answers.map((a) => rendered(a.body)?.renders)).size).toBe(1);
    });
  });

  describe('the render queue (SECURITY.md)', () => {
    it('past its bound a page is answered at once with the client-rendered document, and counted', async () => {
      Object.assign(ctx.app.pages.limits, { concurrency: 1, queue: 1, queueWaitMs: 5_000 });
      const shed = ctx.app.pages.stats.shed;
      const answers = await Promise.all(['/slow-q1', '/slow-q2', '/slow-q3', '/slow-q4'].map(get));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const serverRendered = answers.filter((a) => rendered(a.body));
      expect(serverRendered).toHaveLength(2);
      for (const a of answers.filter((a) => !rendered(a.body))) {
        expect(a.body).toContain('<div id="root"></div>');
        expect(a.headers['cache-control']).toBe('no-cache');
      }
      expect(ctx.app.pages.stats.shed - shed).toBe(2);
    });

    it('a page that has just expired is answered as it was when its render is refused, not drawn in the browser', async () => {
      const first = rendered((await get('/slow-stale')).body)!;
      ctx.app.pages.cache.get('/slow-stale')!.expiresAt = Date.now() - 1;
      Object.assign(ctx.app.pages.limits, { concurrency: 1, queue: 0, queueWaitMs: 5_000 });
      const shed = ctx.app.pages.stats.shed;
      // One slow render holds the only slot: the expired page's render is refused, and its last copy answers.
      const [busy, again, unknown] = await Promise.all([get('/slow-busy'), get('/slow-stale'), get('/slow-never-seen')]);
      expect(rendered(busy.body)).toBeDefined();
      expect(again.statusCode).toBe(200);
      expect(rendered(again.body)).toEqual(first);
      // An address with no earlier copy still gets the client-rendered document.
      expect(unknown.body).toContain('<div id="root"></div>');
      expect(ctx.app.pages.stats.shed - shed).toBe(2);
      // With room again, it is rendered afresh.
      Object.assign(ctx.app.pages.limits, defaults);
      expect(rendered((await get('/slow-stale')).body)!.renders).toBeGreaterThan(first.renders);
    });

    it('a render waits in the queue no longer than its bound', async () => {
      Object.assign(ctx.app.pages.limits, { concurrency: 1, queue: 4, queueWaitMs: 50 });
      const shed = ctx.app.pages.stats.shed;
      const [slow, waited] = await Promise.all([get('/slow-w1'), get('/slow-w2')]);
      expect(rendered(slow.body)).toBeDefined();
      expect(rendered(waited.body)).toBeUndefined();
      expect(ctx.app.pages.stats.shed - shed).toBe(1);
    });

    it('a render that times out does not keep the worker: the next page renders at once in a new one', async () => {
      Object.assign(ctx.app.pages.limits, { timeoutMs: 300 });
      const before = rendered((await get('/before-spin')).body)!;
      const started = Date.now();
      const stuck = await get('/spin');
      expect(rendered(stuck.body)).toBeUndefined();
      expect(stuck.body).toContain('<div id="root"></div>');
      expect(ctx.app.pages.stats.timedOut).toBeGreaterThanOrEqual(1);
      // The usual bound again (a new worker's first render may take a while on a busy machine): a worker
      // left spinning would hold this render until that bound, and answer the client-rendered document.
      ctx.app.pages.limits.timeoutMs = defaults.timeoutMs;
      const after = await get('/after-spin');
      expect(Date.now() - started).toBeLessThan(5_000);
      const next = rendered(after.body);
      expect(next).toBeDefined();
      expect(next!.thread).not.toBe(before.thread);
      // The pages rendered before are still cached: replacing a worker is not a deploy.
      expect(rendered((await get('/before-spin')).body)).toEqual(before);
    });
  });

  describe('what clears the page cache (SECURITY.md)', () => {
    it('only a successful write of the API: not a POST to a page, a redirect or a refused write', async () => {
      await get('/kept');
      const size = ctx.app.pages.cache.size;
      expect(size).toBeGreaterThan(0);
      const attempts = [
        await ctx.app.inject({ method: 'POST', url: '/office/complain', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        await ctx.app.inject({ method: 'POST', url: '/kept', payload: {} }),
        await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: { email: 'not an address' } }),
        await ctx.app.inject({ method: 'DELETE', url: '/api/nothing-here' }),
      ];
      expect(attempts.map((a) => a.statusCode)).toEqual([303, 405, 400, 404]);
      expect(ctx.app.pages.cache.size).toBe(size);
      const write = await ctx.app.inject({
        method: 'POST',
        url: '/api/complain',
        payload: { email: 'rina.das@example.org', info: [{ name: 'Rina Das', type: 'GENERAL' }] },
      });
      expect(write.statusCode).toBeLessThan(300);
      expect(ctx.app.pages.cache.size).toBe(0);
    });
  });

  describe('POST to a page path (SECURITY.md)', () => {
    it.each(['//evil.example/x', '/\\evil.example/x', '/about', '/nope-post?next=https://evil.example/'])(
      'POST %s is refused with 405 and a sentence, never redirected',
      async (url) => {
        const res = await ctx.app.inject({ method: 'POST', url, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(res.statusCode).toBe(405);
        expect(res.headers.location).toBeUndefined();
        expect(res.headers.allow).toBe('GET, HEAD');
        expect(res.json()).toEqual({ error: expect.stringMatching(/^[A-Z].*\.$/) });
      },
    );

    it.each([
      ['/office/complain', '/office/complain'],
      ['/Office/Complain/?from=poster', '/office/complain'],
      ['/as/ecta/complain', '/as/ecta/complain'],
      ['/project/teqip/progri', '/project/teqip/progri'],
    ])('a form page %s answers 303 to itself on the same origin (%s)', async (url, location) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(location);
    });
  });

  describe('one page, one address (SECURITY.md)', () => {
    it.each([
      ['/about/', '/about'],
      ['/ABOUT/HISTORY', '/about/history'],
      ['/Notifications/Notice/1', '/notifications/notice/1'],
      ['/news/newslist/01', '/news/newslist/1'],
      ['/events/eventlist/000', '/events/eventlist/0'],
      ['/studentslogin', '/studentsLogin'],
      ['/Club/EDC/', '/club/EDC'],
      ['/STUDENTSLOGIN/', '/studentsLogin'],
      ['/as/About/', '/as/about'],
      ['/HI/news/newslist/007?page=2&x=1', '/hi/news/newslist/7?page=2&x=1'],
      ['/as', '/as/'],
      ['/hi//', '/hi/'],
      ['//evil.example/x', '/evil.example/x'],
    ])('%s moves (301) to %s, relative', async (url, location) => {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html', host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(location);
    });

    it.each(['/', '/about', '/about/history', '/studentsLogin', '/notifications/notice/1', '/as/', '/hi/about', '/hostel/0', '/club/EDC/home'])(
      '%s is the address itself',
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(rendered(res.body)?.url).toBe(url);
      },
    );
  });
});
