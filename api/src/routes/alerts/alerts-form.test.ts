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
  const seen = store.peek('form:alerts') || store.peek('form:alerts-manage');
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
    fs.writeFileSync(
      path.join(shell, 'sitemap.xml'),
      ['/alerts', '/alerts/manage', '/department/cse/notice'].map((p) => `<url><loc>https://x.example${p}</loc></url>`).join(''),
    );
  });
  afterAll(() => ctx?.close());

  const post = (url: string, fields: Record<string, string>, form = 'alerts') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams({ 'aec-form': form, ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'sec-fetch-site': 'same-origin' },
    });
  const mails = (to: string) =>
    (ctx.app.db.prepare('SELECT body_text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{ body_text: string }>).map((m) => m.body_text);
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

  it('/alerts/manage: the link reads the subscription for this visitor only (no-store, no Referer, not indexed); the form saves the change or stops all', async () => {
    const email = 'manage.nojs@example.org';
    const alerts = ctx.app.alertSubscriptions;
    alerts.subscribe({ email, topics: ['news', 'events'], frequency: 'each', language: 'as' });
    const confirmToken = /confirm\?token=([A-Za-z0-9_-]{32})/.exec(mails(email)[0]!)![1]!;
    alerts.confirm(confirmToken);
    alerts.published({ kind: 'news', topics: ['news'], title: 'Sample news (test)', path: '/news' });
    const token = /\/as\/alerts\/manage\?token=([A-Za-z0-9_-]{32})/.exec(mails(email).at(-1)!)![1]!;

    const opened = await ctx.app.inject({ url: `/as/alerts/manage?token=${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' });
    expect(outcomeOf(opened.body)).toEqual({
      form: 'alerts-manage',
      values: { token },
      fromLink: true,
      answer: { ok: true, body: { topics: ['news', 'events'], frequency: 'each', language: 'as' } },
    });
    expect(opened.body).not.toContain('manage.nojs');

    const saved = await post('/as/alerts/manage', { token, 'topic:news': 'on', 'topic:tenders': 'on', frequency: 'daily', language: 'hi' }, 'alerts-manage');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(outcomeOf(saved.body)).toMatchObject({ answer: { ok: true, body: { message: expect.stringMatching(/^सहेज लिया गया/) } } });
    expect(ctx.app.db.prepare('SELECT topic, frequency, language FROM alert_subscriptions WHERE email = ? ORDER BY topic').all(email)).toEqual([
      { topic: 'news', frequency: 'daily', language: 'hi' },
      { topic: 'tenders', frequency: 'daily', language: 'hi' },
    ]);

    const refused = await post('/alerts/manage', { token, 'topic:news': 'on', frequency: 'hourly', language: 'en' }, 'alerts-manage');
    expect(refused.statusCode).toBe(400);
    expect(outcomeOf(refused.body)).toMatchObject({ values: { token, 'topic:news': 'on' }, answer: { ok: false, error: expect.stringMatching(/frequency/) } });

    const stopped = await post('/alerts/manage', { token, 'topic:news': 'on', frequency: 'daily', language: 'en', stop: 'all' }, 'alerts-manage');
    expect(stopped.statusCode).toBe(200);
    expect(ctx.app.db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = ?').get(email)).toEqual({ n: 0 });
    const gone = await ctx.app.inject({ url: `/alerts/manage?token=${token}` });
    expect(gone.statusCode).toBe(404);
    expect(outcomeOf(gone.body)).toMatchObject({ answer: { ok: false, status: 404, error: expect.stringMatching(/not valid/) } });
  });
});
