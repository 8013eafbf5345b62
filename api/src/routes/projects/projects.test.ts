import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ProjectResponse, SubscriptionResponse, TenderListResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { openTenderPublisher } from '../../plugins/app/projects/tender-publisher';

const outbox = (ctx: TestContext, to: string) =>
  ctx.app.db.prepare('SELECT subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{ subject: string; body_text: string }>;
const tokenIn = (text: string, action: 'confirm' | 'unsubscribe') => text.match(new RegExp(`/subscription/${action}\\?token=([A-Za-z0-9_-]{32})`))?.[1];

const tender = (over: Record<string, unknown> = {}) => ({
  title: 'Supply of a universal testing machine (test)',
  tenderNo: 'AEC/TEQIP/2026/900',
  reference: 'AEC/TEQIP/PROC/900',
  type: 'TEQIP',
  description: 'Sealed bids are invited.',
  publishedAt: new Date().toISOString(),
  dateOpening: new Date(Date.now() + 20 * 864e5).toISOString(),
  dateClosing: new Date(Date.now() + 19 * 864e5).toISOString(),
  ...over,
});

describe('project microsites (docs/product/projects.md)', () => {
  let ctx: TestContext;
  const subscribe = (code: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: `/api/project/${code}/subscribe`, payload: payload as object });
  const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/project/subscription/confirm', payload: { token } });
  const unsubscribe = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/project/subscription/unsubscribe', payload: { token } });

  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => ctx.close());

  it('serves each project with its sanitisable homepage, banner and documents whose files exist', async () => {
    for (const code of ['teqip', 'neqip', 'rusa']) {
      const res = await ctx.app.inject({ url: `/api/project/${code}` });
      expect(res.statusCode).toBe(200);
      const [project] = ProjectResponse.parse(res.json()).rows;
      expect(project!.project_code).toBe(code);
      expect(project!.project_homepage).toContain('Sample text');
      expect(project!.project_minutes).toMatch(/^\/files\/docs\/projects\/.+\.pdf$/);
      expect((await ctx.app.inject({ url: project!.project_banner })).statusCode).toBe(200);
      for (const d of project!.documents) {
        expect(fs.existsSync(path.join(ctx.config.dataDir, d.project_file))).toBe(true);
      }
    }
    const teqip = ProjectResponse.parse((await ctx.app.inject({ url: '/api/project/TEQIP' })).json()).rows[0]!;
    expect(new Set(teqip.documents.map((d) => d.kind))).toEqual(new Set(['minutes', 'downloads', 'advertisement', 'eap', 'bog']));
  });

  it('answers an unknown project with a 404 sentence', async () => {
    const res = await ctx.app.inject({ url: '/api/project/nasa' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.stringContaining('not found') });
    expect((await subscribe('nasa', { email: 'a@example.org' })).statusCode).toBe(404);
  });

  it.each([
    ['no email', {}],
    ['an empty email', { email: ' ' }],
    ['a bad email', { email: 'tenders@' }],
    ['a number', { email: 42 }],
    ['an overlong email', { email: `${'a'.repeat(250)}@example.org` }],
  ])('refuses a subscription with %s (400 JSON, nothing stored or mailed)', async (_what, payload) => {
    const res = await subscribe('teqip', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect((ctx.app.db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions').get() as { n: number }).n).toBe(0);
  });

  it('refuses malformed tokens and unknown confirmation links in words', async () => {
    expect((await confirm('short')).statusCode).toBe(400);
    const unknown = await confirm('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('not valid');
    const again = await unsubscribe('B'.repeat(32));
    expect(again.statusCode).toBe(200);
    expect(SubscriptionResponse.parse(again.json()).message).toContain('not subscribed');
  });

  it('double opt-in: confirmation mail, alerts only after confirming, corrigenda too, and a working unsubscribe link in every mail', async () => {
    const email = 'bidder@example.org';
    const first = await subscribe('teqip', { email });
    expect(first.statusCode).toBe(202);
    expect(SubscriptionResponse.parse(first.json()).message).toContain(email);
    const [confirmation] = outbox(ctx, email);
    expect(confirmation!.subject).toBe('Confirm your TEQIP-III tender alerts');
    const confirmToken = tokenIn(confirmation!.body_text, 'confirm')!;
    expect(confirmToken).toBeDefined();
    expect(tokenIn(confirmation!.body_text, 'unsubscribe')).toBeDefined();

    // Asking again at once sends no second mail and says the same thing.
    const repeat = await subscribe('teqip', { email: 'Bidder@Example.org' });
    expect(repeat.statusCode).toBe(202);
    expect(outbox(ctx, email)).toHaveLength(1);

    // Not confirmed yet: publishing mails nobody.
    expect(ctx.app.tenderPublisher.publish(tender({ title: 'Before confirmation (test)' })).alerted).toBe(0);

    const confirmed = await confirm(confirmToken);
    expect(confirmed.statusCode).toBe(200);
    expect(SubscriptionResponse.parse(confirmed.json())).toEqual({ message: expect.stringContaining('confirmed'), project_code: 'teqip' });
    expect((await confirm(confirmToken)).json().message).toContain('already confirmed');

    // A tender of another project does not reach a TEQIP subscriber.
    expect(ctx.app.tenderPublisher.publish(tender({ type: 'RUSA', title: 'A RUSA tender (test)' })).alerted).toBe(0);
    const published = ctx.app.tenderPublisher.publish(tender());
    expect(published.alerted).toBe(1);
    const listed = TenderListResponse.parse((await ctx.app.inject({ url: '/api/tender/1/50?type=TEQIP' })).json()).rows;
    expect(listed.some((t) => t.id === published.id)).toBe(true);

    const corrigendum = ctx.app.tenderPublisher.addCorrigendum(published.id, {
      publishedAt: new Date().toISOString(),
      title: 'Corrigendum 1: closing date extended (test)',
      description: 'Extended by a week.',
    });
    expect(corrigendum?.alerted).toBe(1);
    expect(ctx.app.tenderPublisher.addCorrigendum(999_999, { publishedAt: new Date().toISOString(), title: 'x', description: '' })).toBeUndefined();

    const mails = outbox(ctx, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your TEQIP-III tender alerts',
      'New TEQIP-III tender: Supply of a universal testing machine (test)',
      'Corrigendum to TEQIP-III tender: Supply of a universal testing machine (test)',
    ]);
    expect(mails[1]!.body_text).toContain('AEC/TEQIP/2026/900');
    expect(mails[2]!.body_text).toContain('Corrigendum 1: closing date extended (test)');
    for (const m of mails) expect(tokenIn(m.body_text, 'unsubscribe')).toBeDefined();

    const left = await unsubscribe(tokenIn(mails[2]!.body_text, 'unsubscribe')!);
    expect(SubscriptionResponse.parse(left.json())).toEqual({ message: expect.stringContaining('unsubscribed'), project_code: 'teqip' });
    expect(ctx.app.db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = ?').get(email)).toEqual({ n: 0 });
    expect(ctx.app.tenderPublisher.publish(tender({ title: 'After unsubscribing (test)' })).alerted).toBe(0);
  });

  it('an expired confirmation link is refused and the address forgotten', async () => {
    const email = 'late@example.org';
    await subscribe('rusa', { email });
    const token = tokenIn(outbox(ctx, email)[0]!.body_text, 'confirm')!;
    expect(ctx.app.tenderSubscriptions.confirm(token, Date.now() + 8 * 864e5)).toEqual({ status: 'expired', projectCode: 'rusa', language: 'en' });
    expect(ctx.app.db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = ?').get(email)).toEqual({ n: 0 });
  });

  it('a publisher outside the server (command line, end-to-end tests) queues the same alerts', async () => {
    const email = 'outside@example.org';
    await subscribe('neqip', { email });
    await confirm(tokenIn(outbox(ctx, email)[0]!.body_text, 'confirm')!);
    const { publisher, close } = openTenderPublisher(ctx.config.dataDir, 'https://aec.example.org');
    try {
      expect(publisher.publish(tender({ type: 'NEQIP', title: 'An NEQIP tender (test)' })).alerted).toBe(1);
    } finally {
      close();
    }
    const alert = outbox(ctx, email).at(-1)!;
    expect(alert.subject).toBe('New NEQIP tender: An NEQIP tender (test)');
    expect(alert.body_text).toContain('https://aec.example.org/project/neqip/subscription/unsubscribe?token=');
  });

  it('a publisher outside the server waits while the server writes, instead of failing (BEGIN IMMEDIATE)', async () => {
    const { publisher, close } = openTenderPublisher(ctx.config.dataDir, 'https://aec.example.org');
    try {
      const { id } = publisher.publish(tender({ title: 'A tender for a corrigendum (test)' }));
      // Another connection (the server, here a worker thread) holds the write lock for 300 ms and writes.
      const writer = new Worker(
        `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
         const { parentPort, workerData } = require('node:worker_threads');
         const db = new Database(workerData, { timeout: 20000 });
         db.exec('BEGIN IMMEDIATE');
         db.prepare("UPDATE tenders SET title = title WHERE id = ?").run(${id});
         parentPort.postMessage('locked');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
         db.exec('COMMIT');
         db.close();`,
        { eval: true, workerData: path.join(ctx.config.dataDir, 'aec.sqlite') },
      );
      // The worker's own failure (it could not open the file or take the lock) is the test's failure, in its words.
      await new Promise((resolve, reject) => {
        writer.once('message', resolve);
        writer.once('error', reject);
        writer.once('exit', (code) => reject(new Error(`the writer ended (exit ${code}) before it held the lock`)));
      });
      try {
        const added = publisher.addCorrigendum(id, { publishedAt: new Date().toISOString(), title: 'Corrigendum 1 (test)', description: 'Extended.' });
        expect(added?.id).toBeGreaterThan(0);
      } finally {
        // The corrigendum could only be written once the writer had committed; nothing is left for it to do.
        await writer.terminate();
      }
    } finally {
      close();
    }
  }, 30_000);

  it('mails an address at most 3 confirmations in 24 hours across all projects, whatever its case or +tag; the answer stays the same (SECURITY.md)', async () => {
    const mails = () =>
      (ctx.app.db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE lower(to_address) LIKE 'capped%@example.org'").get() as { n: number }).n;
    const answers = [];
    for (const [code, email] of [
      ['teqip', 'capped@example.org'],
      ['neqip', 'Capped+tenders@Example.org'],
      ['rusa', 'CAPPED@example.org'],
    ]) {
      answers.push(await subscribe(code!, { email }));
    }
    expect(mails()).toBe(3);
    // A fourth project's form, another tag, a resend past its 2 minutes: no more mail, and the same answer.
    const { tenderSubscriptions } = ctx.app;
    expect(tenderSubscriptions.subscribe('teqip', 'TEQIP', 'capped+again@example.org')).toBe('mail-cap');
    expect(tenderSubscriptions.subscribe('teqip', 'TEQIP', 'capped@example.org', Date.now() + 3 * 60_000)).toBe('mail-cap');
    const fourth = await subscribe('neqip', { email: 'capped+more@example.org' });
    expect(fourth.statusCode).toBe(202);
    expect(Object.keys(fourth.json())).toEqual(Object.keys(answers[1]!.json()));
    expect(mails()).toBe(3);
    // Another mailbox is not held back; a day later this one may be mailed again.
    expect(tenderSubscriptions.subscribe('teqip', 'TEQIP', 'capped.other@example.org')).toBe('confirmation-mailed');
    expect(tenderSubscriptions.subscribe('teqip', 'TEQIP', 'capped@example.org', Date.now() + 24 * 3600_000 + 60_000)).toBe('confirmation-mailed');
  });

  it('rate-limits subscriptions per client by default', async () => {
    const limited = await buildTestApp({ AEC_SEED: '0' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/project/teqip/subscribe', payload: { email: `r${i}@example.org` } })).statusCode);
      }
      // No projects in an unseeded store: 404s, but the eleventh request is still refused as too many.
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
