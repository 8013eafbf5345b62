import { buildTestApp } from '../test/helpers';

describe('request logs (issue 16)', () => {
  it('carry neither registration numbers nor link tokens', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp({ AEC_RATE_LIMIT_MAX: '1000' }, { logLines: lines });
    try {
      await ctx.app.inject({ url: '/api/complain/AEC-7KQ2-M9XD' });
      await ctx.app.inject({ url: '/project/teqip/subscription/unsubscribe?token=SECRETtoken1234567890abcdefghij' });
      await ctx.app.inject({ url: '/project/teqip/subscription/confirm?lang=en&TOKEN=OTHERsecret&x=1' });
      const logs = lines.join('');
      expect(logs).toContain('"url":"/api/complain/AEC-****-****"');
      expect(logs).toContain('"url":"/project/teqip/subscription/unsubscribe?token=****"');
      expect(logs).toContain('"url":"/project/teqip/subscription/confirm?lang=en&TOKEN=****&x=1"');
      for (const secret of ['7KQ2', 'M9XD', 'SECRETtoken', 'OTHERsecret']) expect(logs).not.toContain(secret);
    } finally {
      await ctx.close();
    }
  });
});
