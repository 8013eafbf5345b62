import { buildTestApp, installStubShell, type TestContext } from '../../../../test/helpers';
import { indexSitePages } from './site-page-index';

/**
 * The site-page indexer against the real app and a real render worker running a stand-in shell server
 * container: its pages say in which order the worker rendered them, so a test can tell whether a visitor
 * waited behind the indexer.
 */
const STUB_SHELL = `
let renders = 0;
exports.renderPage = async ({ url }) => {
  renders += 1;
  const order = renders;
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    status: 200,
    markup: '<main><h1>Page ' + url + '</h1><p data-order="' + order + '">quokkaword sample</p></main>',
    hints: '', head: { title: 'stub' }, remoteModules: [], notFound: false, incomplete: false, renderedAt: Date.now(),
  };
};
`;
const SITEMAP = ['/about/history', '/club'].map((p) => `<url><loc>https://x.example${p}</loc></url>`).join('');

const orderOf = (html: string) => Number(/data-order="(\d+)"/.exec(html)?.[1]);

describe('the site-page indexer renders in a lane below the visitors', () => {
  let ctx: TestContext;
  const limits = { concurrency: 0, queue: 0, queueWaitMs: 0, timeoutMs: 0 };
  const get = (url: string) => ctx.app.inject({ url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    ctx = await buildTestApp();
    installStubShell(ctx, STUB_SHELL, SITEMAP);
    Object.assign(limits, ctx.app.pages.limits);
    // A slow start of the worker on a busy machine must not shed the waiting visitor.
    ctx.app.pages.limits.queueWaitMs = 60_000;
  });
  afterAll(() => ctx?.close());
  afterEach(() => Object.assign(ctx.app.pages.limits, limits, { queueWaitMs: 60_000 }));

  it("a visitor's render waiting for the worker goes before the indexer's, though the indexer asked first", async () => {
    ctx.app.pages.limits.concurrency = 1;
    const first = get('/slow-first');
    // The visitor's render holds the only slot; the indexer asks, then a second visitor.
    await new Promise((resolve) => setImmediate(resolve));
    const indexer = ctx.app.pages.renderInBackground('/slow-indexer');
    await new Promise((resolve) => setImmediate(resolve));
    const second = get('/slow-second');
    const [a, b, c] = await Promise.all([first, second, indexer]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(c?.status).toBe(200);
    expect(orderOf(b.body)).toBeGreaterThan(orderOf(a.body));
    expect(orderOf(c!.page.html.toString('utf8'))).toBeGreaterThan(orderOf(b.body));
  });

  it('indexes every sitemap page in three languages and leaves nothing of its own in the page cache', async () => {
    ctx.app.pages.cache.clear();
    expect(await indexSitePages(ctx.app, 'all')).toBe(6);
    expect(ctx.app.pages.cache.size).toBe(0);
    const found = ctx.app.searchIndex.search('quokkaword', { kind: 'page', limit: 10, lang: 'hi' });
    expect(found.map((r) => r.url).sort()).toEqual(['/about/history', '/club']);
    // A page a visitor asked for is kept, as before.
    await get('/club');
    expect(ctx.app.pages.cache.size).toBe(1);
  });
});
