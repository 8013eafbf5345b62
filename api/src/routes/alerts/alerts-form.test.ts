import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config';
import { buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * The alert forms posted before the script arrives (page-forms.ts, action 'alerts'): the real app and a
 * stand-in shell render that writes the form's outcome into the page, so the wiring is seen without a build.
 */
const STUB_SHELL = `
exports.renderPage = async ({ store }) => {
  const seen = store.peek('form:alerts');
  return {
    status: 200,
    markup: '<p data-outcome="' + encodeURIComponent(JSON.stringify(seen ? seen.body : null)) + '"></p>',
    hints: '', head: { title: 'stub' }, remoteModules: [], notFound: false, incomplete: false, renderedAt: Date.now(),
  };
};
`;

describe('alert forms without the script', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({});
    const shell = path.join(ctx.config.webRoot, 'shell/dist');
    fs.mkdirSync(path.join(shell, 'server'), { recursive: true });
    fs.writeFileSync(path.join(shell, 'server/render.js'), STUB_SHELL);
    fs.copyFileSync(path.join(repoRoot, 'shell/public/index.html'), path.join(shell, 'index.html'));
    fs.writeFileSync(path.join(shell, 'sitemap.xml'), ['/alerts', '/department/cse/notice'].map((p) => `<url><loc>https://x.example${p}</loc></url>`).join(''));
  });
  afterAll(() => ctx?.close());

  const post = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams({ 'aec-form': 'alerts', ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    });
  const outcomeOf = (html: string) => JSON.parse(decodeURIComponent(/data-outcome="([^"]*)"/.exec(html)![1]!)) as Record<string, unknown>;

  it('/alerts: the chosen topics, frequency and language are subscribed through the API route, and the answer page is never cached', async () => {
    const res = await post('/as/alerts', {
      email: 'student.nojs@example.org',
      'topic:notices': 'on',
      'topic:department:cse': 'on',
      frequency: 'daily',
      language: 'hi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(outcomeOf(res.body)).toMatchObject({ form: 'alerts', answer: { ok: true, body: { message: expect.stringMatching(/^लगभग हो गया/) } } });
    const rows = ctx.app.db.prepare("SELECT topic, frequency, language FROM alert_subscriptions WHERE email = 'student.nojs@example.org' ORDER BY topic").all();
    expect(rows).toEqual([
      { topic: 'department:cse', frequency: 'daily', language: 'hi' },
      { topic: 'notices', frequency: 'daily', language: 'hi' },
    ]);
  });

  it("a department board's box: refused input answers the API's 400 with what was typed kept; another site's post is refused", async () => {
    const res = await post('/department/cse/notice', { email: 'not an address', 'topic:department:cse': 'on' });
    expect(res.statusCode).toBe(400);
    const outcome = outcomeOf(res.body);
    expect(outcome).toMatchObject({ answer: { ok: false, status: 400, error: expect.stringMatching(/Enter a valid email address/) } });
    expect(outcome.values).toMatchObject({ email: 'not an address', 'topic:department:cse': 'on' });
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/alerts',
      payload: 'aec-form=alerts&email=a%40example.org&topic%3Anews=on',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(ctx.app.db.prepare("SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = 'a@example.org'").get()).toEqual({ n: 0 });
  });
});
