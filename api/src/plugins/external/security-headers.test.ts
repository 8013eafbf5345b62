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
