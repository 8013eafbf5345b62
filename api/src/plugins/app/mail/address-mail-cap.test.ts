import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrationsDir } from '../db/database';
import { createAddressMailCap, mailboxKey } from './address-mail-cap';

const ADDRESSES = ['Rina.Das+one@Example.org', 'rina.das@example.org', 'RINA.DAS+a+b@EXAMPLE.ORG', '+only@example.org', 'plain@x.in', 'a+b@c+d.in'];

describe('mail caps per mailbox (SECURITY.md)', () => {
  it('reads one mailbox however its address is written: case folded, a +tag removed', () => {
    expect(ADDRESSES.map(mailboxKey)).toEqual([
      'rina.das@example.org',
      'rina.das@example.org',
      'rina.das@example.org',
      '+only@example.org',
      'plain@x.in',
      'a@c+d.in',
    ]);
  });

  it("migration 022 carries the last day's grievances and confirmations over with the same key, older ones not", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE complaints (email TEXT, registered_at TEXT); CREATE TABLE tender_subscriptions (email TEXT, last_mailed_at TEXT);');
    const recent = new Date(Date.now() - 3600_000).toISOString();
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString();
    for (const email of ADDRESSES) {
      db.prepare('INSERT INTO complaints VALUES (?, ?), (?, ?)').run(email, recent, email, old);
      db.prepare('INSERT INTO tender_subscriptions VALUES (?, ?)').run(email, recent);
    }
    db.exec(fs.readFileSync(path.join(migrationsDir, '022-address-mail-caps-lookup-failures.sql'), 'utf8'));
    const carried = db.prepare('SELECT mailbox, purpose FROM address_mails ORDER BY rowid').all();
    expect(carried).toEqual([
      ...ADDRESSES.map((a) => ({ mailbox: mailboxKey(a), purpose: 'grievance-registration' })),
      ...ADDRESSES.map((a) => ({ mailbox: mailboxKey(a), purpose: 'subscription-confirmation' })),
    ]);
    // Three carried registrations of one mailbox: the cap holds across the upgrade.
    const cap = createAddressMailCap(db, 'grievance-registration');
    expect(cap.waitSeconds('rina.das+new@example.org')).toBeGreaterThan(22 * 3600);
    expect(cap.waitSeconds('plain@x.in')).toBe(0);
    db.close();
  });
});
