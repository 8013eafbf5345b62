import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, HealthResponse, ReadyResponse } from '@aec/contracts';
import { repoRoot } from '../../config';
import { requireServerBuild } from '../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * /api/health says the process is alive (and touches nothing); /api/ready says it can take a
 * visitor's write and render a page: the database writable, the render worker running, not shutting
 * down. Otherwise 503 with a sentence and Retry-After.
 */
requireServerBuild('ready.test');

describe('/api/health and /api/ready', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_WEB_ROOT: repoRoot });
  });
  afterAll(() => ctx.close());

  const notReady = async (sentence: RegExp) => {
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(ApiError.parse(res.json()).error).toMatch(sentence);
  };

  it('health: alive, in its contract, never cached', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponse.parse(res.json()).status).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: the database takes a write and the render worker runs', async () => {
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(ReadyResponse.parse(res.json())).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    // The probe's write is rolled back: nothing is left in the database.
    expect(ctx.app.db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'ready_probe'").get()).toEqual({ n: 0 });
  }, 30_000);

  it('not ready when the database cannot be written (health still alive)', async () => {
    ctx.app.db.pragma('query_only = ON');
    try {
      await notReady(/^The database cannot be written\.$/);
      expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.db.pragma('query_only = OFF');
    }
  });

  it('not ready when the render worker cannot run (no server render in the web root)', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/^The page render worker is not running/);
    } finally {
      await bare.close();
    }
  });

  it('not ready once shutting down', async () => {
    const closing = await buildTestApp();
    try {
      await closing.app.lifecycle.drain(1_000);
      const res = await closing.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('The server is shutting down; it answers again once restarted.');
    } finally {
      await closing.close();
    }
  });
});

describe('draining a listening server (SIGTERM)', () => {
  let ctx: TestContext;
  let port: number;
  beforeEach(async () => {
    ctx = await buildTestApp({ AEC_RATE_LIMIT_MAX: '1000' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterEach(() => ctx.close());

  /** A registration whose body arrives in two parts: in flight between them. */
  function slowRegistration() {
    const body = JSON.stringify({ email: 'filer@example.org', info: [{ name: 'In flight', type: 'GENERAL' }] });
    const request = http.request({
      port,
      method: 'POST',
      path: '/api/complain',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    return { answer, finish: () => request.end(body.slice(10)), request };
  }

  it('finishes a request under way, answering it and storing it, and refuses new connections', async () => {
    const slow = slowRegistration();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = ctx.app.lifecycle.drain(5_000);
    // No new connection is taken.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe('close');
    expect(await drained).toEqual({ unfinished: 0 });
    const { registration_id } = JSON.parse(answer.body) as { registration_id: string };
    expect(ctx.app.db.prepare('SELECT COUNT(*) AS n FROM complaints WHERE registration_id = ?').get(registration_id)).toEqual({ n: 1 });
  });

  it('cuts what is still under way after its limit', async () => {
    const slow = slowRegistration();
    slow.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await ctx.app.lifecycle.drain(300)).toEqual({ unfinished: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(slow.answer).rejects.toThrow();
  });
});
