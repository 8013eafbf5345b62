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
    expect(await seedSampleData(db, dir, { content: true, onlyIntoEmpty: true })).toMatchObject({ content: 'seeded', projects: false, videos: 'seeded' });
    const notices = count('notices');
    expect(notices).toBeGreaterThan(0);
    expect(count('projects')).toBe(3);
    // Three short MP4s made here, each with its poster, marked sample.
    const videos = db.prepare('SELECT v.sample, f.type, f.size FROM videos v JOIN files f ON f.id = v.file_id').all() as Array<{
      sample: number;
      type: string;
      size: number;
    }>;
    expect(videos).toHaveLength(3);
    expect(videos.every((v) => v.sample === 1 && v.type === 'video/mp4' && v.size > 1000 && v.size < 200_000)).toBe(true);

    db.exec('DELETE FROM project_documents; DELETE FROM projects; DELETE FROM videos');
    const again = await seedSampleData(db, dir, { content: true, onlyIntoEmpty: true });
    expect(again).toMatchObject({ content: 'already-seeded', projects: true, videos: 'kept', documents: { written: 0 } });
    // Removed by staff: not made again.
    expect(count('videos')).toBe(0);
    expect(count('projects')).toBe(3);
    expect(count('notices')).toBe(notices);

    expect(await seedSampleData(db, dir, { content: true, reset: true })).toMatchObject({ content: 'seeded' });
    expect(count('notices')).toBe(notices);
    // Seeded twice, the sample films encoded each time (2-3 s a film on a loaded 2-core machine).
  }, 120_000);

  it('at start-up leaves a database that has content but was never seeded alone', async () => {
    await seedSampleData(db, dir, { content: true });
    db.exec("DELETE FROM app_meta WHERE key = 'seeded_at'");
    const notices = count('notices');
    expect(await seedSampleData(db, dir, { content: true, onlyIntoEmpty: true })).toMatchObject({ content: 'has-content' });
    expect(count('notices')).toBe(notices);
  }, 60_000);
});
