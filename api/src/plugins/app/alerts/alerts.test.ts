import Database from 'better-sqlite3';
import { migrate } from '../db/database';
import { createOutboxRepository } from '../mail/outbox-repository';
import { projectAlertStyle } from '../projects/project-alert-style';
import { createDigestScheduler } from './alert-digest';
import { createAlertSubscriptionRepository, indiaDay } from './alert-subscription-repository';

const siteUrl = 'https://aec.example';
/** 2026-03-10 10:00 in India (04:30 UTC). */
const MORNING = Date.parse('2026-03-10T10:00:00+05:30');
const HOUR = 3600_000;

function setUp() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const outbox = createOutboxRepository(db);
  const alerts = createAlertSubscriptionRepository(db, outbox, { siteUrl, styleOf: projectAlertStyle(siteUrl) });
  const mails = () =>
    db.prepare('SELECT to_address, subject, body_text, headers FROM mail_outbox ORDER BY id').all() as Array<{
      to_address: string;
      subject: string;
      body_text: string;
      headers: string | null;
    }>;
  const token = (text: string, action: 'confirm' | 'unsubscribe') => new RegExp(`/alerts/${action}\\?token=([A-Za-z0-9_-]{32})`).exec(text)![1]!;
  return { db, outbox, alerts, mails, token };
}

describe('alert subscriptions', () => {
  it('one confirmation mail confirms every topic of the form; an alert goes once to each address, in its language, with RFC 8058 headers', () => {
    const { alerts, mails, token } = setUp();
    expect(alerts.subscribe({ email: 'Student@Example.org', topics: ['notices', 'aec'], language: 'hi' }, MORNING)).toBe('confirmation-mailed');
    const [confirmation] = mails();
    expect(confirmation!.subject).toBe('असम इंजीनियरिंग कॉलेज की सूचनाओं की पुष्टि करें');
    expect(confirmation!.body_text).toContain('- सभी सूचनाएँ\n- कॉलेज (AEC) की सूचनाएँ');
    expect(confirmation!.body_text).toMatch(/https:\/\/aec\.example\/hi\/alerts\/confirm\?token=/);
    expect(alerts.confirm(token(confirmation!.body_text, 'confirm'), MORNING + HOUR)).toEqual({
      status: 'confirmed',
      topics: ['notices', 'aec'],
      language: 'hi',
    });
    alerts.subscribe({ email: 'other@example.org', topics: ['news'] }, MORNING);

    // An AEC notice is in both topics: one mail; a news item is not followed by the first address.
    const queued = alerts.published(
      { kind: 'notice', topics: ['notices', 'aec'], title: 'Exam routine', titles: { hi: 'परीक्षा कार्यक्रम' }, path: '/notifications/notice/7' },
      MORNING + 2 * HOUR,
    );
    expect(queued).toBe(1);
    const alert = mails().at(-1)!;
    expect(alert.to_address).toBe('Student@Example.org');
    expect(alert.subject).toBe('नई सूचना: परीक्षा कार्यक्रम');
    expect(alert.body_text).toContain('यहाँ पढ़ें: https://aec.example/hi/notifications/notice/7');
    const headers = JSON.parse(alert.headers!) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/aec\.example\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{32}>$/);
    // Unconfirmed addresses get nothing.
    expect(alerts.published({ kind: 'news', topics: ['news'], title: 'Convocation', path: '/news/newslist/3' }, MORNING)).toBe(0);
  });

  it('one click removes the address from every topic; the header and the mail link carry the same token', () => {
    const { db, alerts, mails, token } = setUp();
    alerts.subscribe({ email: 'a@example.org', topics: ['department:cse', 'events'] }, MORNING);
    alerts.confirm(token(mails()[0]!.body_text, 'confirm'), MORNING);
    alerts.published({ kind: 'event', topics: ['events'], title: 'Tech fest', path: '/events/eventlist/2' }, MORNING);
    const alert = mails().at(-1)!;
    const fromHeader = /token=([A-Za-z0-9_-]{32})>/.exec(alert.headers!)![1]!;
    expect(token(alert.body_text, 'unsubscribe')).toBe(fromHeader);
    expect(alerts.unsubscribe(fromHeader)).toEqual({ topic: 'events', topics: ['department:cse', 'events'], language: 'en' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions').get()).toEqual({ n: 0 });
    expect(alerts.unsubscribe(fromHeader)).toBeUndefined();
  });

  it('caps confirmation mails at 3 per mailbox in 24 hours across all topics, +tags and case folded', () => {
    const { alerts, mails } = setUp();
    expect(alerts.subscribe({ email: 'rina@example.org', topics: ['news'] }, MORNING)).toBe('confirmation-mailed');
    expect(alerts.subscribe({ email: 'Rina+1@Example.org', topics: ['events'] }, MORNING)).toBe('confirmation-mailed');
    expect(alerts.subscribe({ email: 'rina+2@example.org', topics: ['project:teqip'] }, MORNING)).toBe('confirmation-mailed');
    expect(alerts.subscribe({ email: 'RINA@example.org', topics: ['department:civil'] }, MORNING + HOUR)).toBe('mail-cap');
    expect(mails()).toHaveLength(3);
    expect(alerts.subscribe({ email: 'rina@example.org', topics: ['department:civil'] }, MORNING + 25 * HOUR)).toBe('confirmation-mailed');
    // Asking again at once for the same topic sends no second mail.
    expect(alerts.subscribe({ email: 'rina@example.org', topics: ['department:civil'] }, MORNING + 25 * HOUR + 1000)).toBe('recently-mailed');
  });

  it('a project subscription keeps the tender alerts: their words and /project links; a `tenders` subscriber gets the general mail', () => {
    const { alerts, mails } = setUp();
    alerts.subscribe({ email: 'bidder@example.org', topics: ['project:rusa'] }, MORNING);
    alerts.subscribe({ email: 'all@example.org', topics: ['tenders'] }, MORNING);
    expect(mails()[0]!.subject).toBe('Confirm your RUSA tender alerts');
    for (const m of mails()) alerts.confirm(/token=([A-Za-z0-9_-]{32})/.exec(m.body_text)![1]!, MORNING);
    const tender = { title: 'Lab benches', tenderNo: 'T/9', dateClosing: '2026-04-01T00:00:00Z' };
    expect(
      alerts.published({ kind: 'tender', topics: ['tenders', 'project:rusa'], title: 'Lab benches', path: '/notifications/tender/9', tender }, MORNING),
    ).toBe(2);
    const [bidder, all] = mails().slice(-2);
    expect(bidder!.subject).toBe('New RUSA tender: Lab benches');
    expect(bidder!.body_text).toContain('https://aec.example/project/rusa/subscription/unsubscribe?token=');
    expect(all!.subject).toBe('New tender: Lab benches');
    expect(all!.body_text).toContain('Read it here: https://aec.example/notifications/tender/9');
  });

  it('counts subscribers per topic, confirmed and pending, and no address', () => {
    const { alerts, mails, token } = setUp();
    alerts.subscribe({ email: 'a@example.org', topics: ['notices', 'department:cse'] }, MORNING);
    alerts.subscribe({ email: 'b@example.org', topics: ['notices'] }, MORNING);
    alerts.confirm(token(mails()[0]!.body_text, 'confirm'), MORNING);
    const counts = alerts.counts();
    expect(counts).toEqual([
      { topic: 'department:cse', confirmed: 1, pending: 0 },
      { topic: 'notices', confirmed: 1, pending: 1 },
    ]);
    expect(JSON.stringify(counts)).not.toContain('@');
  });
});

describe('the daily digest', () => {
  const daily = () => {
    const t = setUp();
    t.alerts.subscribe({ email: 'daily@example.org', topics: ['department:cse'], frequency: 'daily', language: 'as' }, MORNING - 24 * HOUR);
    t.alerts.confirm(t.token(t.mails()[0]!.body_text, 'confirm'), MORNING - 24 * HOUR);
    return t;
  };

  it('at 17:00 India time holds every item of the day the subscriber follows, once, and a restart does not send it again', () => {
    const { db, alerts, mails } = daily();
    const item = (title: string, at: number) =>
      alerts.published({ kind: 'department-notice', topics: ['department:cse'], title, path: '/department/cse/notice' }, at);
    expect(item('Lab schedule', MORNING)).toBe(0); // daily subscribers are not mailed at once
    item('Viva dates', MORNING + 3 * HOUR);
    alerts.published({ kind: 'news', topics: ['news'], title: 'Not followed', path: '/news/newslist/1' }, MORNING);
    let clock = MORNING + 6 * HOUR; // 16:00
    const scheduler = createDigestScheduler(db, alerts, { now: () => clock });
    expect(scheduler.tick()).toEqual({ '2026-03-09': 0 });
    expect(mails()).toHaveLength(1);
    clock = MORNING + 7 * HOUR + 60_000; // 17:01
    expect(scheduler.tick()).toEqual({ '2026-03-10': 1 });
    const digest = mails().at(-1)!;
    expect(digest.subject).toBe('অসম অভিযান্ত্ৰিক মহাবিদ্যালয়: ১০ মাৰ্চ, ২০২৬ তাৰিখে ২টা নতুন খবৰ');
    expect(digest.body_text).toContain('Lab schedule\nhttps://aec.example/as/department/cse/notice');
    expect(digest.body_text).toContain('Viva dates');
    expect(digest.body_text).not.toContain('Not followed');
    expect(JSON.parse(digest.headers!)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A new scheduler (a restart) on the same database, later the same evening: nothing again.
    clock += 2 * HOUR;
    expect(createDigestScheduler(db, alerts, { now: () => clock }).tick()).toEqual({});
    expect(mails()).toHaveLength(2);
  });

  it('a day with nothing published sends nothing; days missed while down are caught up with their own items', () => {
    const { db, alerts, mails } = daily();
    let clock = MORNING + 8 * HOUR; // 18:00 on the 10th
    const scheduler = createDigestScheduler(db, alerts, { now: () => clock });
    expect(scheduler.tick()).toEqual({ '2026-03-10': 0 });
    alerts.published({ kind: 'department-notice', topics: ['department:cse'], title: 'On the 11th', path: '/department/cse/notice' }, MORNING + 24 * HOUR);
    clock = MORNING + 3 * 24 * HOUR + 8 * HOUR; // down until 18:00 on the 13th
    expect(scheduler.tick()).toEqual({ '2026-03-11': 1, '2026-03-12': 0, '2026-03-13': 0 });
    expect(mails().at(-1)!.body_text).toContain('On the 11th');
    expect(indiaDay(clock)).toBe('2026-03-13');
  });
});
