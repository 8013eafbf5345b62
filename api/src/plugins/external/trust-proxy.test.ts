import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * Rate limits key on the client address; X-Forwarded-For names it only when the connection comes from
 * the proxy AEC_TRUST_PROXY names. Seen through the lookup limit's remaining count of a bucket.
 */
describe('the client address behind a proxy (AEC_TRUST_PROXY)', () => {
  const lookup = (ctx: TestContext, from: string, forwardedFor: string) =>
    ctx.app.inject({ url: '/api/complain/AEC-0000-0000', remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor } });
  const remaining = async (ctx: TestContext, from: string, forwardedFor: string) =>
    Number((await lookup(ctx, from, forwardedFor)).headers['x-ratelimit-remaining']);

  const withApp = async (env: NodeJS.ProcessEnv, check: (ctx: TestContext) => Promise<void>) => {
    const ctx = await buildTestApp({ AEC_RATE_LIMIT_MAX: '10', ...env });
    try {
      await check(ctx);
    } finally {
      await ctx.close();
    }
  };

  it('believes a proxy on this machine by default: each forwarded client has its own limit', () =>
    withApp({}, async (ctx) => {
      expect(await remaining(ctx, '127.0.0.1', '198.51.100.1')).toBe(9);
      expect(await remaining(ctx, '127.0.0.1', '198.51.100.1')).toBe(8);
      expect(await remaining(ctx, '127.0.0.1', '198.51.100.2')).toBe(9);
    }));

  it('ignores X-Forwarded-For from an address it does not name', () =>
    withApp({ AEC_TRUST_PROXY: '10.0.0.2' }, async (ctx) => {
      expect(await remaining(ctx, '10.0.0.2', '198.51.100.1')).toBe(9);
      expect(await remaining(ctx, '10.0.0.2', '198.51.100.2')).toBe(9);
      // Not the proxy: whatever it forwards, the limit is the connection's own.
      expect(await remaining(ctx, '10.0.0.3', '198.51.100.1')).toBe(9);
      expect(await remaining(ctx, '10.0.0.3', '198.51.100.3')).toBe(8);
    }));

  it('ignores X-Forwarded-For altogether with AEC_TRUST_PROXY=false', () =>
    withApp({ AEC_TRUST_PROXY: 'false' }, async (ctx) => {
      expect(await remaining(ctx, '127.0.0.1', '198.51.100.1')).toBe(9);
      expect(await remaining(ctx, '127.0.0.1', '198.51.100.2')).toBe(8);
    }));
});
