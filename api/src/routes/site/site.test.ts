import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestContext } from '../../../test/helpers';

describe('serving layout (docs/architecture.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the health route', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
  });

  it('serves /remotes.json naming every remote, revalidated on every load', async () => {
    const res = await ctx.app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      'mfe-departments': '/remotes/mfe-departments/mf-manifest.json',
      'mfe-notifications': '/remotes/mfe-notifications/mf-manifest.json',
      'mfe-office': '/remotes/mfe-office/mf-manifest.json',
      'mfe-projects': '/remotes/mfe-projects/mf-manifest.json',
      'mfe-campus': '/remotes/mfe-campus/mf-manifest.json',
    });
  });

  it.each(['/', '/hostel/3/home', '/department/cse/course', '/no/such/page', '/404'])('serves the shell for the client route %s', async (url) => {
    const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and entry points not at all', async () => {
    const hashed = await ctx.app.inject({ url: '/remotes/mfe-campus/123.abcdef0123.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/remotes/mfe-campus/remoteEntry.js', '/remotes/mfe-campus/mf-manifest.json']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const shellAsset = await ctx.app.inject({ url: '/main.0123456789.js' });
    expect(shellAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('reads a redeployed remote file without a restart', async () => {
    const file = path.join(ctx.config.webRoot, 'mfe-campus/dist/remoteEntry.js');
    fs.writeFileSync(file, 'var mfe_campus = "v2";');
    const res = await ctx.app.inject({ url: '/remotes/mfe-campus/remoteEntry.js' });
    expect(res.body).toBe('var mfe_campus = "v2";');
  });

  it('answers unknown API paths and missing remote files with a JSON 404, not the shell', async () => {
    for (const url of ['/api/nothing-here', '/remotes/mfe-campus/missing.js', '/files/none.pdf']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringContaining('Not found') });
    }
  });

  it.each(['/remotes/mfe-campus/../../../../etc/passwd', '/remotes/mfe-campus/..%2f..%2f..%2f..%2fetc%2fpasswd', '/..%2f..%2fetc/passwd'])(
    'never serves a file outside the build folders: %s',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.body).not.toContain('root:');
      expect([200, 400, 403, 404]).toContain(res.statusCode);
    },
  );

  it('points /favicon.ico at the site icon', async () => {
    const res = await ctx.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('sets security headers with a Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers malformed JSON with a clear 400 and no stack trace', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
    expect(res.body).not.toMatch(/at \w+ \(/);
  });
});

describe('REMOTES_JSON', () => {
  it('points a remote at another host and allows that origin in the CSP', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-remotes-'));
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ 'mfe-campus': 'https://campus.example.org/v7/mf-manifest.json' }));
    const ctx = await buildTestApp({ REMOTES_JSON: file });
    try {
      const remotes = (await ctx.app.inject({ url: '/remotes.json' })).json();
      expect(remotes['mfe-campus']).toBe('https://campus.example.org/v7/mf-manifest.json');
      expect(remotes['mfe-office']).toBe('/remotes/mfe-office/mf-manifest.json');
      const page = await ctx.app.inject({ url: '/hostel' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://campus.example.org");
    } finally {
      await ctx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with an invalid file, saying why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-remotes-'));
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ 'mfe-campus': 'javascript:alert(1)' }));
    await expect(buildTestApp({ REMOTES_JSON: file })).rejects.toThrow(/REMOTES_JSON .* is invalid/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
