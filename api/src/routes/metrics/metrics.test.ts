import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { repoRoot } from '../../config';
import { requireServerBuild } from '../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * GET /metrics: Prometheus's text format from the one registry (lib/metrics.ts), read by this machine
 * or a scraper with AEC_METRICS_TOKEN, refused to anyone else; what it reports is read back as
 * Prometheus would parse it.
 */
const TOKEN = 'a-metrics-token-of-at-least-24-characters';

/** A sample's value, by metric name and labels as they appear (`{kind="free"}`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const scrape = async (app: FastifyInstance, options: InjectOptions = {}) => {
  const res = await app.inject({ url: '/metrics', ...options });
  expect(res.statusCode).toBe(200);
  return res.body;
};

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (const end = Date.now() + 10_000; !(await check());) {
    if (Date.now() > end) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('who may read /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  const status = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    (await ctx.app.inject({ url: '/metrics', remoteAddress, headers })).statusCode;

  it('answers this machine in Prometheus text format, never cached', async () => {
    const res = await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await status('::1')).toBe(200);
  });

  it('refuses anyone else with a 403 sentence, whatever X-Forwarded-For says', async () => {
    const refused = await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^The server's metrics are for this machine/);
    // nginx on this machine forwarding a visitor: the client is the visitor.
    expect(await status('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe(403);
    // A stranger claiming to be loopback is not believed (not the trusted proxy).
    expect(await status('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).toBe(403);
  });

  it('answers anyone sending the token as a Bearer, and no one with another', async () => {
    expect(await status('203.0.113.5', { authorization: `Bearer ${TOKEN}` })).toBe(200);
    expect(await status('127.0.0.1', { 'x-forwarded-for': '203.0.113.5', authorization: `Bearer ${TOKEN}` })).toBe(200);
    expect(await status('203.0.113.5', { authorization: `Bearer ${TOKEN}x` })).toBe(403);
    expect(await status('203.0.113.5', { authorization: TOKEN })).toBe(403);
  });

  it('with AEC_TRUST_PROXY=true, a forged X-Forwarded-For: 127.0.0.1 still does not make a stranger loopback', async () => {
    const trusting = await buildTestApp({ AEC_TRUST_PROXY: 'true' });
    try {
      const res = await trusting.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode).toBe(403);
    } finally {
      await trusting.close();
    }
  });

  it('refuses to start with a token short enough to guess', async () => {
    await expect(buildTestApp({ AEC_METRICS_TOKEN: 'short' })).rejects.toThrow(/AEC_METRICS_TOKEN: must be at least 24 characters/);
  });
});

describe('what /metrics reports', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  beforeAll(async () => {
    // A real SMTP server on loopback that takes every mail.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) => stream.on('end', () => done()).resume(),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AEC_MAIL_POLL_MS: '50', AEC_MAIL_RETRY_MS: '50' });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('counts answers by route pattern and status with their times, never by URL', async () => {
    const before = await scrape(ctx.app);
    const labels = '{method="GET",route="/api/notice/:from/:to",status="200"}';
    const count = sample(before, 'aec_http_request_duration_seconds_count', labels) ?? 0;
    for (const range of ['1/10', '11/20', '21/30']) expect((await ctx.app.inject({ url: `/api/notice/${range}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/notice/x/y' })).statusCode).toBe(400);
    const after = await scrape(ctx.app);
    expect(sample(after, 'aec_http_request_duration_seconds_count', labels)).toBe(count + 3);
    expect(sample(after, 'aec_http_request_duration_seconds_count', '{method="GET",route="/api/notice/:from/:to",status="400"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'aec_http_request_duration_seconds_bucket', labels.replace('{', '{le="+Inf",'))).toBe(count + 3);
    expect(after).not.toContain('/api/notice/1/10');
    expect(after).not.toContain('/api/notice/x/y');
  });

  it("reports the Node process's own metrics and the data folder's disk", async () => {
    const text = await scrape(ctx.app);
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(sample(text, name)).toBeGreaterThanOrEqual(0);
    }
    const free = sample(text, 'aec_data_dir_bytes', '{kind="free"}')!;
    expect(free).toBeGreaterThan(0);
    expect(sample(text, 'aec_data_dir_bytes', '{kind="size"}')).toBeGreaterThan(free);
  });

  it('reports the outbox: queued, then sent; failures as they happen', async () => {
    const sent = sample(await scrape(ctx.app), 'aec_outbox_sent_total') ?? 0;
    ctx.app.outbox.queue('someone@example.org', 'Sample', 'A sample mail.');
    expect(sample(await scrape(ctx.app), 'aec_outbox_queued')).toBe(1);
    await ctx.app.mail.kick();
    await eventually(async () => sample(await scrape(ctx.app), 'aec_outbox_sent_total') === sent + 1);
    expect(sample(await scrape(ctx.app), 'aec_outbox_queued')).toBe(0);

    // The SMTP server gone: the next attempt fails, is counted, and the mail stays queued.
    const failed = sample(await scrape(ctx.app), 'aec_outbox_failed_total') ?? 0;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    ctx.app.outbox.queue('someone@example.org', 'Sample', 'Another sample mail.');
    await ctx.app.mail.kick();
    await eventually(async () => (sample(await scrape(ctx.app), 'aec_outbox_failed_total') ?? 0) > failed);
    expect(sample(await scrape(ctx.app), 'aec_outbox_queued')).toBe(1);
  });

  it('counts a page drawn in the browser because the shell has no server render', async () => {
    const reason = '{reason="no-server-render"}';
    const before = sample(await scrape(ctx.app), 'aec_page_render_fallbacks_total', reason) ?? 0;
    expect((await ctx.app.inject({ url: '/about', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect(sample(await scrape(ctx.app), 'aec_page_render_fallbacks_total', reason)).toBe(before + 1);
  });
});

requireServerBuild('metrics.test');

describe('page renders in /metrics (the real builds)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_WEB_ROOT: repoRoot });
  });
  afterAll(() => ctx.close());

  it('counts renders with their times, and the page cache’s misses and hits', async () => {
    const text = await scrape(ctx.app);
    const renders = sample(text, 'aec_page_render_duration_seconds_count', '{outcome="complete"}') ?? 0;
    const [hits, misses] = [sample(text, 'aec_page_cache_hits_total')!, sample(text, 'aec_page_cache_misses_total')!];
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ url: '/about', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    const after = await scrape(ctx.app);
    expect(sample(after, 'aec_page_render_duration_seconds_count', '{outcome="complete"}')).toBe(renders + 1);
    expect(sample(after, 'aec_page_render_duration_seconds_sum', '{outcome="complete"}')).toBeGreaterThan(0);
    expect(sample(after, 'aec_page_cache_misses_total')).toBe(misses + 1);
    expect(sample(after, 'aec_page_cache_hits_total')).toBe(hits + 2);
  }, 30_000);

  it('counts a render that took too long as a fallback to the browser', async () => {
    const before = sample(await scrape(ctx.app), 'aec_page_render_fallbacks_total', '{reason="timeout"}') ?? 0;
    ctx.app.pages.limits.timeoutMs = 1;
    try {
      const res = await ctx.app.inject({ url: '/notifications', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
    } finally {
      ctx.app.pages.limits.timeoutMs = 10_000;
    }
    expect(sample(await scrape(ctx.app), 'aec_page_render_fallbacks_total', '{reason="timeout"}')).toBe(before + 1);
  }, 30_000);
});
