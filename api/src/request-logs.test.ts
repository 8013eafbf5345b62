import { buildTestApp } from '../test/helpers';
import { maskSecrets } from './app';

describe('request logs (SECURITY.md)', () => {
  it('carry neither registration numbers nor link tokens', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp({ AEC_RATE_LIMIT_MAX: '1000' }, { logLines: lines });
    try {
      await ctx.app.inject({ url: '/api/complain/AEC-7KQ2-M9XD' });
      // The 80-bit form (SECURITY.md): all four groups masked.
      await ctx.app.inject({ url: '/api/complain/AEC-7KQ2-M9XD-4HTB-W3RN' });
      await ctx.app.inject({ url: '/project/teqip/subscription/unsubscribe?token=SECRETtoken1234567890abcdefghij' });
      await ctx.app.inject({ url: '/project/teqip/subscription/confirm?lang=en&TOKEN=OTHERsecret&x=1' });
      const logs = lines.join('');
      expect(logs).toContain('"url":"/api/complain/AEC-****-****"');
      expect(logs).toContain('"url":"/project/teqip/subscription/unsubscribe?token=****"');
      expect(logs).toContain('"url":"/project/teqip/subscription/confirm?lang=en&TOKEN=****&x=1"');
      for (const secret of ['7KQ2', 'M9XD', '4HTB', 'W3RN', 'SECRETtoken', 'OTHERsecret']) expect(logs).not.toContain(secret);
    } finally {
      await ctx.close();
    }
  });
  it('every line is masked, whatever wrote it: render and asset errors (message and stack), a plugin’s own fields (SECURITY.md)', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp({ AEC_RATE_LIMIT_MAX: '1000' }, { logLines: lines });
    try {
      // As web-assets.ts and the page renderer log a failed render: the error's message and stack name the URL.
      const renderError = new Error('render of /complain/aec-7kq2-m9xd-4htb-w3rn?lang=as&token=RENDERsecret99 failed');
      ctx.app.log.warn({ err: renderError }, 'the server render failed; the page is drawn in the browser');
      ctx.app.log.error({ err: new Error('asset /files/AEC-7KQ2-M9XD.pdf: ENOENT') }, 'asset error');
      // A field that names a token, and a token inside JSON quoted in a message (escaped in the line).
      ctx.app.log.info({ unsubscribeToken: 'FIELDsecret42', note: JSON.stringify({ token: 'QUOTEDsecret7' }) }, 'tender alert mail queued for AEC-7KQ2-M9XD');
      const logs = lines.join('');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(logs).toContain('AEC-****-****');
      expect(logs).toContain('token=****');
      for (const secret of ['7KQ2', '7kq2', 'm9xd', 'w3rn', 'RENDERsecret', 'FIELDsecret', 'QUOTEDsecret']) expect(logs).not.toContain(secret);
      // The stack is in the line, masked, not dropped.
      expect(logs).toMatch(/"stack":"Error: render of \/complain\/AEC-\*\*\*\*-\*\*\*\*\?lang=as&token=\*\*\*\* failed/);
    } finally {
      await ctx.close();
    }
  });

  it('leaves words that only look alike: names, dates, release versions', () => {
    const line = '{"msg":"aec-website release 20260301T101500Z-0123456789 of mfe-campus; tokens issued: 3","url":"/aec-home"}';
    expect(maskSecrets(line)).toBe(line);
  });
});
