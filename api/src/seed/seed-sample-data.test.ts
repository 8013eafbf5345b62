import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../plugins/app/db/database';
import { seedSampleData } from './seed-sample-data';

describe('seedSampleData: the one seeding entry (npm run seed and start-up)', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-seed-'));
    db = openDatabase(dir);
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  it('with content off (AEC_SEED=0) writes only the static documents', async () => {
    const outcome = await seedSampleData(db, dir, { content: false });
    expect(outcome).toMatchObject({ content: 'off', projects: false });
    expect(outcome.documents.written).toBeGreaterThan(0);
    expect(count('notices') + count('projects')).toBe(0);
  });

  it('seeds once; gives a database seeded before the microsites existed their pages; --reset seeds again', async () => {
    expect(await seedSampleData(db, dir, { content: true, onlyIntoEmpty: true })).toMatchObject({ content: 'seeded', projects: false });
    const notices = count('notices');
    expect(notices).toBeGreaterThan(0);
    expect(count('projects')).toBe(3);

    db.exec('DELETE FROM project_documents; DELETE FROM projects');
    const again = await seedSampleData(db, dir, { content: true, onlyIntoEmpty: true });
    expect(again).toMatchObject({ content: 'already-seeded', projects: true, documents: { written: 0 } });
    expect(count('projects')).toBe(3);
    expect(count('notices')).toBe(notices);

    expect(await seedSampleData(db, dir, { content: true, reset: true })).toMatchObject({ content: 'seeded' });
    expect(count('notices')).toBe(notices);
  }, 60_000);

  it('at start-up leaves a database that has content but was never seeded alone', async () => {
    await seedSampleData(db, dir, { content: true });
    db.exec("DELETE FROM app_meta WHERE key = 'seeded_at'");
    const notices = count('notices');
    expect(await seedSampleData(db, dir, { content: true, onlyIntoEmpty: true })).toMatchObject({ content: 'has-content' });
    expect(count('notices')).toBe(notices);
  }, 60_000);
});
