import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, migrationsDir } from '../db/database';
import { createOutboxRepository } from '../mail/outbox-repository';
import { createAlertSubscriptionRepository } from '../alerts/alert-subscription-repository';
import { projectAlertStyle } from './project-alert-style';
import { createTenderSubscriptionRepository } from './tender-subscription-repository';

const siteUrl = 'https://aec.example';
const alertsOn = (db: Database.Database, outbox = createOutboxRepository(db)) =>
  createAlertSubscriptionRepository(db, outbox, { siteUrl, styleOf: projectAlertStyle(siteUrl) });

const textOfEveryRow = (db: Database.Database, table: string) => JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());

describe('tender-alert tokens are stored hashed (SECURITY.md)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-tokens-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('hashes the plain tokens of existing subscribers in the migration, and their mailed links keep working', () => {
    const db = new Database(path.join(dir, 'aec.sqlite'));
    db.pragma('foreign_keys = ON');
    // The schema as it was before: every migration below 016, recorded as applied.
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    for (const file of fs
      .readdirSync(migrationsDir)
      .filter((f) => /^\d{3}-/.test(f) && Number(f.slice(0, 3)) < 16)
      .sort()) {
      db.exec(fs.readFileSync(path.join(migrationsDir, file), 'utf8'));
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(Number(file.slice(0, 3)), file, new Date().toISOString());
    }
    const now = new Date().toISOString();
    const insert = db.prepare(
      'INSERT INTO tender_subscriptions (project_code, email, confirm_token, unsubscribe_token, created_at, last_mailed_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run('teqip', 'waiting@example.org', 'confirm-token-of-waiting-0000000', 'unsub-token-of-waiting-000000000', now, now, null);
    insert.run('rusa', 'confirmed@example.org', 'confirm-token-of-confirmed-00000', 'unsub-token-of-confirmed-0000000', now, now, now);

    migrate(db);

    const plain = ['confirm-token-of-waiting', 'unsub-token-of-waiting', 'confirm-token-of-confirmed', 'unsub-token-of-confirmed'];
    for (const table of ['alert_subscriptions', 'alert_unsubscribe_tokens']) for (const token of plain) expect(textOfEveryRow(db, table)).not.toContain(token);
    const subscriptions = createTenderSubscriptionRepository(alertsOn(db));
    expect(subscriptions.confirm('confirm-token-of-waiting-0000000')).toEqual({ status: 'confirmed', projectCode: 'teqip', language: 'en' });
    expect(subscriptions.confirm('confirm-token-of-confirmed-00000')).toEqual({ status: 'already-confirmed', projectCode: 'rusa', language: 'en' });
    expect(subscriptions.unsubscribe('unsub-token-of-confirmed-0000000')).toEqual({ projectCode: 'rusa', language: 'en' });
    expect(subscriptions.unsubscribe('unsub-token-of-confirmed-0000000')).toBeUndefined();
    expect(db.prepare('SELECT email, topic FROM alert_subscriptions').all()).toEqual([{ email: 'waiting@example.org', topic: 'project:teqip' }]);
    // Unsubscribing took the subscription's tokens with it.
    expect(db.prepare('SELECT COUNT(*) AS n FROM alert_unsubscribe_tokens').get()).toEqual({ n: 1 });
    db.close();
  });

  it('keeps no plain token in the database; each mail has an unsubscribe link of its own, and every one works', () => {
    const db = new Database(path.join(dir, 'aec.sqlite'));
    db.pragma('foreign_keys = ON');
    migrate(db);
    const outbox = createOutboxRepository(db);
    const alerts = alertsOn(db, outbox);
    const subscriptions = createTenderSubscriptionRepository(alerts);
    const tokenIn = (text: string, action: string) => text.match(new RegExp(`/subscription/${action}\\?token=([A-Za-z0-9_-]{32})`))![1]!;

    expect(subscriptions.subscribe('neqip', 'NEQIP', 'bidder@example.org')).toBe('confirmation-mailed');
    const [confirmation] = outbox.due();
    const confirmToken = tokenIn(confirmation!.body_text, 'confirm');
    expect(subscriptions.confirm(confirmToken)).toEqual({ status: 'confirmed', projectCode: 'neqip', language: 'en' });
    const tender = { title: 'Lab benches', tenderNo: 'T/1', dateClosing: '2030-01-01T00:00:00Z' };
    const item = { kind: 'tender', topics: ['tenders', 'project:neqip'], title: 'Lab benches', path: '/notifications/tender/1' } as const;
    alerts.published({ ...item, tender });
    alerts.published({ ...item, tender: { ...tender, corrigendum: 'Date extended' } });
    const unsubscribeTokens = outbox.due().map((m) => tokenIn(m.body_text, 'unsubscribe'));
    expect(new Set(unsubscribeTokens).size).toBe(3);

    for (const table of ['alert_subscriptions', 'alert_unsubscribe_tokens']) {
      for (const token of [confirmToken, ...unsubscribeTokens]) expect(textOfEveryRow(db, table)).not.toContain(token);
    }
    // The link of the first mail still works after later mails.
    expect(subscriptions.unsubscribe(unsubscribeTokens[0]!)).toEqual({ projectCode: 'neqip', language: 'en' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM alert_unsubscribe_tokens').get()).toEqual({ n: 0 });
    db.close();
  });
});
