import { buildTestApp, type TestContext } from '../../../test/helpers';
import { manifestTags } from '../../plugins/app/render/page-template';

describe('web app manifest', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await buildTestApp()));
  afterAll(() => ctx.close());

  it('is served in each language, opening that language’s home page, with 192 and 512 px icons and a maskable one', async () => {
    const expected = {
      '/manifest.webmanifest': { lang: 'en', name: 'Assam Engineering College', start_url: '/' },
      '/as/manifest.webmanifest': { lang: 'as', name: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়', start_url: '/as/' },
      '/hi/manifest.webmanifest': { lang: 'hi', name: 'असम इंजीनियरिंग कॉलेज', start_url: '/hi/' },
    };
    for (const [url, fields] of Object.entries(expected)) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const manifest = res.json();
      expect(manifest).toMatchObject({ ...fields, short_name: 'AEC', scope: '/', display: 'standalone', theme_color: '#7b1e2b' });
      expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
  });

  it('is named in each page’s head, in the page’s language', () => {
    expect(manifestTags('hi')).toContain('<link rel="manifest" href="/hi/manifest.webmanifest">');
    expect(manifestTags('en')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
