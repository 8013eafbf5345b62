// Production behind nginx (deploy/nginx/aec.conf): TLS, the redirect, HSTS, nginx's cache, the Secure staff
// cookie and the client address the server sees. The `tls` project's baseURL is the proxy over HTTPS.
import http from 'node:http';
import https from 'node:https';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { E2E_TLS_PORT, startNginxProxy, TLS_HOST, type NginxProxy } from '../support/nginx';
import { freePort, OwnApiServer } from '../support/office-servers';
import { E2E_ADMIN } from '../support/staff';
import { REG_ID } from '../support/registration-number';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

test.describe('production behind nginx over HTTPS', () => {
  let api: OwnApiServer;
  let proxy: NginxProxy;

  test.beforeAll(async () => {
    api = new OwnApiServer(await freePort(), {
      AEC_PUBLIC_URL: `https://${TLS_HOST}:${E2E_TLS_PORT}`,
      // nginx connects from here; nothing else may say who the client is or that it came over TLS.
      AEC_TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
    await api.start();
    proxy = await startNginxProxy(api.port);
  });
  test.afterAll(async () => {
    await proxy?.stop();
    await api?.dispose();
  });

  /** One request from Node, optionally from another loopback address (a different client), trusting the test certificate. */
  const send = (url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string; from?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, ca: proxy.certificate, agent: false },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });

  test('plain HTTP is redirected to HTTPS; pages and answers carry HSTS', async () => {
    const redirected = await send(`${proxy.httpUrl}/office/complain?from=a-poster`);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe(`${proxy.httpsUrl}/office/complain?from=a-poster`);

    for (const path of ['/', '/api/health']) {
      const answer = await send(`${proxy.httpsUrl}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect(answer.headers.server, path).toBe('nginx');
    }
  });

  test('/metrics: nginx refuses it without a Bearer token and never caches it; the server judges the rest', async () => {
    const refused = await send(`${proxy.httpsUrl}/metrics`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error).toMatch(/metrics token/);
    // With one, nginx passes it on (this test's client is on loopback, so the server answers it).
    for (let i = 0; i < 2; i++) {
      const scraped = await send(`${proxy.httpsUrl}/metrics`, { headers: { authorization: 'Bearer any-token' } });
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain('aec_http_request_duration_seconds_bucket');
      expect(scraped.headers['x-cache-status']).toBe('BYPASS');
    }
  });

  test('hashed static files and public pages come from nginx’s cache; staff answers never do', async () => {
    const home = await send(`${proxy.httpsUrl}/`);
    const asset = home.body.match(/"(\/[^"\s]+\.[0-9a-f]{10}\.(?:js|css))"/)?.[1];
    expect(asset, 'a hashed script or stylesheet named by the home page').toBeTruthy();
    const probe = `probe=${Date.now()}`; // a cache key no earlier request used

    const first = await send(`${proxy.httpsUrl}${asset}?${probe}`);
    const second = await send(`${proxy.httpsUrl}${asset}?${probe}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers['cache-control']).toContain('immutable');
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);

    const page = [await send(`${proxy.httpsUrl}/about?${probe}`), await send(`${proxy.httpsUrl}/about?${probe}`)];
    expect(page.map((p) => p.status)).toEqual([200, 200]);
    expect(page.map((p) => p.headers['x-cache-status'])).toEqual(['MISS', 'HIT']);

    const staff = [await send(`${proxy.httpsUrl}/api/staff/me`), await send(`${proxy.httpsUrl}/api/staff/me`)];
    expect(staff.map((s) => s.status)).toEqual([401, 401]);
    expect(staff[1]!.headers['x-cache-status']).not.toBe('HIT');
  });

  test('staff sign in through nginx with a Secure cookie; sign-in over plain HTTP is refused', async ({ page, context }) => {
    // The console's form up to the server's answer: what a first sign-in leads to (a new password, two-step
    // set-up) is console-shell.spec's, and this server's administrator is as fresh as the e2e server's.
    await page.goto('/admin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    const answer = page.waitForResponse((r) => r.url() === `${proxy.httpsUrl}/api/staff/sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status(), 'sign-in through nginx (the Origin check sees the Host nginx passes)').toBe(200);
    const cookie = (await context.cookies()).find((c) => c.name === 'aec_staff');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/staff' });

    const signIn = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    };
    // Straight to the server over plain HTTP, past nginx.
    const plain = await send(`${api.url}/api/staff/sign-in`, signIn);
    expect(plain.status).toBe(403);
    expect(JSON.parse(plain.body)).toEqual({ error: `The staff console works only over a secure connection: open ${proxy.httpsUrl}/admin and sign in there.` });
    expect(plain.headers['set-cookie']).toBeUndefined();
    // Saying "https" counts only from the trusted proxy's address.
    const forged = await send(`${api.url}/api/staff/sign-in`, { ...signIn, headers: { ...signIn.headers, 'x-forwarded-proto': 'https' }, from: '127.0.0.5' });
    expect(forged.status).toBe(403);
  });

  test('a grievance is registered through nginx over HTTPS', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/office/complain');
    expect(page.url()).toBe(`${proxy.httpsUrl}/office/complain`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rina Das');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rina.das@example.org');
    await page.getByRole('button', { name: 'Register' }).click();
    const registered = page.locator('.message--success').first();
    await expect(registered).toContainText('Your grievance is registered');
    expect((await registered.textContent())?.match(REG_ID)?.[0], 'registration number on screen').toBeTruthy();
    expect(errors).toEqual([]);
  });

  test('request bodies are limited by nginx, with a JSON sentence; uploads may be larger', async () => {
    const json = (bytes: number) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(bytes) }) });
    const tooLarge = await send(`${proxy.httpsUrl}/api/complain`, json(1_100_000));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ error: expect.stringMatching(/too large/) });
    // Past nginx to the server, which wants a session for it.
    expect((await send(`${proxy.httpsUrl}/api/staff/files`, json(2_000_000))).status).toBe(401);
  });

  test('a forged Host is refused; a forged X-Forwarded-Host changes no link the next reader gets (SECURITY.md)', async () => {
    // Another host name: the default server closes the connection without an answer (444).
    for (const base of [proxy.httpsUrl, proxy.httpUrl]) {
      const outcome = await send(`${base}/api/feeds/notices.rss`, { headers: { host: 'evil.example' } }).then(
        (answer) => `answered ${answer.status}`,
        () => 'closed',
      );
      expect(outcome, base).toBe('closed');
    }
    // The name nginx serves, with a forged X-Forwarded-Host: the first reader's answer is what nginx keeps.
    const probe = `probe=${Date.now()}`;
    const forged = { 'x-forwarded-host': 'evil.example' };
    for (const path of [`/api/feeds/notices.rss?${probe}`, `/about?${probe}`]) {
      const first = await send(`${proxy.httpsUrl}${path}`, { headers: forged });
      const next = await send(`${proxy.httpsUrl}${path}`);
      expect([first.status, next.status], path).toEqual([200, 200]);
      expect(next.headers['x-cache-status'], path).toBe('HIT');
      expect(next.body, path).toBe(first.body);
      expect(next.body, path).not.toContain('evil.example');
      expect(next.body, path).toContain(`${proxy.httpsUrl}/`);
    }
  });

  test('no open redirect: a POST to a page path is refused, a variant address moves on the same origin (SECURITY.md)', async () => {
    const post = await send(`${proxy.httpsUrl}//evil.example/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(post.status).toBe(405);
    expect(post.headers.location).toBeUndefined();
    expect(JSON.parse(post.body)).toEqual({ error: expect.any(String) });
    const variant = await send(`${proxy.httpsUrl}//evil.example/x`);
    expect(variant.status).toBe(301);
    expect(variant.headers.location).toBe('/evil.example/x');
  });

  test('nginx limits page requests per client: past the burst, 429 with a sentence; another client is not slowed (SECURITY.md)', async () => {
    const probe = Date.now();
    const flood = await Promise.all(Array.from({ length: 80 }, (_, i) => send(`${proxy.httpsUrl}/nope-${probe}-${i}`, { from: '127.0.0.8' })));
    const limited = flood.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(JSON.parse(limited[0]!.body)).toEqual({ error: expect.stringMatching(/Too many requests/) });
    expect(flood.filter((answer) => answer.status === 404).length).toBeGreaterThan(0);
    // Hashed build files are not counted: the same client still gets them.
    const home = await send(`${proxy.httpsUrl}/`, { from: '127.0.0.9' });
    expect(home.status).toBe(200);
    const asset = home.body.match(/"(\/[^"\s]+\.[0-9a-f]{10}\.(?:js|css))"/)?.[1];
    expect((await send(`${proxy.httpsUrl}${asset}`, { from: '127.0.0.8' })).status).toBe(200);
  });

  test('rate limits count the client nginx saw, never an address the client claims', async () => {
    const lookup = async (base: string, from: string, forwardedFor?: string) => {
      const answer = await send(`${base}/api/complain/AEC-0000-0000`, { from, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
      expect(answer.status).toBe(200);
      return Number(answer.headers['x-ratelimit-remaining']);
    };
    // Client A, twice through nginx, claiming to be someone else each time: one bucket, A's.
    const a1 = await lookup(proxy.httpsUrl, '127.0.0.5', '198.51.100.1');
    expect(await lookup(proxy.httpsUrl, '127.0.0.5', '198.51.100.2')).toBe(a1 - 1);
    // Client B through nginx: its own bucket (nginx's X-Forwarded-For is believed), not A's nor nginx's.
    expect(await lookup(proxy.httpsUrl, '127.0.0.6')).toBe(a1);
    // Client C straight to the server, naming A: not the trusted proxy, so its own bucket again.
    expect(await lookup(api.url, '127.0.0.7', '127.0.0.5')).toBe(a1);
    expect(await lookup(proxy.httpsUrl, '127.0.0.5')).toBe(a1 - 2);
  });
});
