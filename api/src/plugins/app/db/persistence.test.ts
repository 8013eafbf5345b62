import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ComplaintRegistrationResponse, NoticeListResponse } from '@aec/contracts';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { makeWebRoot } from '../../../../test/helpers';
import { isSeeded, resetContent, seed } from '../../../seed/seed';
import { migrationsDir, openDatabase, schemaVersion } from './database';

describe('the store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const start = async () => {
    const config = loadConfig({ AEC_DATA_DIR: path.join(dir, 'data'), AEC_WEB_ROOT: makeWebRoot(dir), LOG_LEVEL: 'silent', AEC_SEED: '1' });
    const app = await buildApp({ config, logger: false });
    await app.ready();
    return app;
  };

  it('opens with WAL, synchronous=FULL, foreign keys on and every migration recorded', () => {
    const db = openDatabase(path.join(dir, 'data'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      const latest = Math.max(
        ...fs
          .readdirSync(migrationsDir)
          .map((f) => Number(f.slice(0, 3)))
          .filter(Number.isFinite),
      );
      expect(schemaVersion(db)).toBe(latest);
    } finally {
      db.close();
    }
  });

  it('keeps every acknowledged grievance and all content across a restart, and seeds only once', async () => {
    let app = await start();
    const regs: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/complain', payload: { email: `p${i}@example.org`, info: [{ name: 'P', type: 'GENERAL' }] } });
      regs.push(ComplaintRegistrationResponse.parse(res.json()).registration_id);
    }
    const notices = NoticeListResponse.parse((await app.inject({ url: '/api/notice/1/100?archive=1' })).json());
    await app.close();

    app = await start();
    try {
      for (const reg of regs) expect((await app.inject({ url: `/api/complain/${reg}` })).json().rows).toHaveLength(1);
      const again = NoticeListResponse.parse((await app.inject({ url: '/api/notice/1/100?archive=1' })).json());
      expect(again.total).toBe(notices.total);
      expect(again.rows.map((r) => r.id)).toEqual(notices.rows.map((r) => r.id));
      const pdf = await app.inject({ url: again.rows[0]!.files[0]!.url });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await app.close();
    }
  }, 60_000);

  it('resets the sample content without touching grievances', async () => {
    const dataDir = path.join(dir, 'data');
    const db = openDatabase(dataDir);
    try {
      await seed(db, dataDir);
      db.prepare(
        "INSERT INTO complaints (registration_id, type, name, email, registered_at, updated_at) VALUES ('AEC-AAAA-BBBB', 'GENERAL', 'n', 'e@x.in', 'now', 'now')",
      ).run();
      const count = () => (db.prepare('SELECT COUNT(*) AS n FROM notices').get() as { n: number }).n;
      const first = count();
      resetContent(db);
      expect(count()).toBe(0);
      expect(isSeeded(db)).toBe(false);
      await seed(db, dataDir);
      expect(count()).toBe(first);
      expect(db.prepare('SELECT COUNT(*) AS n FROM complaints').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  }, 30_000);
});
