import crypto from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { repoRoot } from '../../config';
import { requireServerBuild } from '../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * SECURITY.md (styles under CSP): the pages the real builds render carry a CSP whose style-src allows their inlined
 * stylesheets by hash, computed from the exact text served, and nothing inline otherwise; its script-src allows the
 * one inline script of the head, the first-screen script (decision 200), by its hash.
 */
requireServerBuild('page-csp.test');

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const sourcesOf = (csp: string, directive: string) =>
  csp
    .split(';')
    .find((part) => part.startsWith(`${directive} `))!
    .split(' ')
    .slice(1);
const styleSrcOf = (csp: string) => sourcesOf(csp, 'style-src');
const headStyles = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

describe('the CSP of server-rendered pages (SECURITY.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_WEB_ROOT: repoRoot });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each(['/', '/notifications', '/department/cse/home', '/office', '/hostel/1/home', '/as/news', '/no/such/page'])(
    '%s: every stylesheet of its head allowed by its hash, nothing by unsafe-inline',
    async (url) => {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const styles = headStyles(res.body);
      expect(styles.some((text) => text.length > 1000)).toBe(true);
      const styleSrc = styleSrcOf(String(res.headers['content-security-policy']));
      expect(styleSrc).not.toContain("'unsafe-inline'");
      for (const text of styles) expect(styleSrc).toContain(sha256(text));
      // No hash that the page does not need.
      expect(styleSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(styles.map(sha256))].sort());
      // The first-screen script runs inline, first in the head, allowed by its hash and by nothing broader.
      const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts).toHaveLength(1);
      expect(res.body.indexOf('<script>')).toBeLessThan(res.body.indexOf('</head>'));
      expect(sourcesOf(String(res.headers['content-security-policy']), 'script-src')).toEqual(["'self'", sha256(scripts[0]!)]);
    },
  );

  it('the compressed page is the same text: its hashes hold for the bytes a browser decodes', async () => {
    const plain = await ctx.app.inject({ url: '/notifications', headers: { accept: 'text/html' } });
    const br = await ctx.app.inject({ url: '/notifications', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    const decoded = brotliDecompressSync(br.rawPayload).toString('utf8');
    for (const text of headStyles(decoded)) expect(styleSrcOf(String(br.headers['content-security-policy']))).toContain(sha256(text));
  });
});
