import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BackupStatusResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit } from '../../../routes/staff/staff-test-kit';
import { loadConfig } from '../../../config';
import { samplePdf } from '../../../seed/sample-pdf';
import { createBackup, latestBackup, pruneBackups, readManifest, restoreBackup, verifyBackup } from './backup-folder';
import { backupAgeSeconds } from './backup';

const tree = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return out;
};

describe('backups', () => {
  let ctx: TestContext;
  let work: string;
  let pdfUrl: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_BACKUP_EVERY_HOURS: '0' });
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-backup-test-'));
    const pdf = await samplePdf('Backup probe (sample)', ['One page.']);
    const file = ctx.app.files.save(pdf, 'probe.pdf', 'application/pdf');
    pdfUrl = `/files/${file.sha256}.pdf`;
    ctx.app.notices.create({
      title: 'Kept in the backup',
      type: 'AEC',
      description: 'd',
      message: '<p>m</p>',
      publishedAt: new Date().toISOString(),
      fileIds: [file.id],
    });
    fs.mkdirSync(path.join(ctx.config.dataDir, 'files/docs'), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.dataDir, 'files/docs/handbook.pdf'), pdf);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('copies the database and files with a manifest of SHA-256 sums that sha256sum also checks', async () => {
    for (const method of ['online', 'vacuum'] as const) {
      const made = await createBackup(ctx.app.db, ctx.config.dataDir, path.join(work, method), method);
      const manifest = readManifest(made.folder);
      expect(manifest.files.map((f) => f.path)).toEqual(
        expect.arrayContaining(['aec.sqlite', `files${pdfUrl.slice('/files'.length)}`, 'files/docs/handbook.pdf']),
      );
      expect(manifest.totalBytes).toBe(manifest.files.reduce((s, f) => s + f.size, 0));
      expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: made.folder, encoding: 'utf8' })).toContain('aec.sqlite: OK');
      const copy = new Database(path.join(made.folder, 'aec.sqlite'), { readonly: true });
      expect(copy.prepare('SELECT title FROM notices').pluck().all()).toEqual(['Kept in the backup']);
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      copy.close();
    }
  });

  it('restores into an empty folder: same rows, byte-identical files, integrity_check ok, and the site serves them', async () => {
    const made = await createBackup(ctx.app.db, ctx.config.dataDir, path.join(work, 'r1'), 'online');
    const target = path.join(work, 'restored-data');
    fs.mkdirSync(target);
    const outcome = await restoreBackup(made.folder, target);
    expect(outcome.movedAside).toBeUndefined();
    const before = tree(path.join(ctx.config.dataDir, 'files'));
    expect(tree(path.join(target, 'files'))).toEqual(before);
    const restored = await buildTestApp({ AEC_DATA_DIR: target, AEC_BACKUP_EVERY_HOURS: '0' });
    try {
      const list = (await restored.app.inject({ url: '/api/notice/1/10' })).json() as { rows: Array<{ title: string }> };
      expect(list.rows.map((r) => r.title)).toEqual(['Kept in the backup']);
      const file = await restored.app.inject({ url: pdfUrl });
      expect(file.rawPayload.equals(fs.readFileSync(path.join(ctx.config.dataDir, pdfUrl)))).toBe(true);
    } finally {
      await restored.app.close();
    }
  });

  it('refuses a non-empty folder unless forced, and then keeps the old one aside', async () => {
    const made = await createBackup(ctx.app.db, ctx.config.dataDir, path.join(work, 'r2'), 'vacuum');
    const target = path.join(work, 'busy-data');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'aec.sqlite'), 'what was there');
    await expect(restoreBackup(made.folder, target)).rejects.toThrow(/is not empty .*--force/);
    expect(fs.readFileSync(path.join(target, 'aec.sqlite'), 'utf8')).toBe('what was there');
    const outcome = await restoreBackup(made.folder, target, { force: true });
    expect(fs.readFileSync(path.join(outcome.movedAside!, 'aec.sqlite'), 'utf8')).toBe('what was there');
    expect(outcome.movedAside).toMatch(/busy-data\.before-restore-\d{8}T\d{6}\.\d{3}Z$/);
    const db = new Database(path.join(target, 'aec.sqlite'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM notices').pluck().get()).toBe(1);
    db.close();
  });

  it('refuses a backup whose files do not match their sums, a missing file, or a manifest reaching outside, and changes nothing', async () => {
    const made = await createBackup(ctx.app.db, ctx.config.dataDir, path.join(work, 'r3'), 'online');
    const target = path.join(work, 'untouched');
    const damaged = path.join(made.folder, 'files/docs/handbook.pdf');
    const bytes = fs.readFileSync(damaged);
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    await expect(verifyBackup(made.folder)).rejects.toThrow('damaged: files/docs/handbook.pdf does not match its SHA-256 sum');
    await expect(restoreBackup(made.folder, target)).rejects.toThrow('does not match its SHA-256 sum');
    expect(fs.existsSync(target)).toBe(false);
    fs.rmSync(damaged);
    await expect(restoreBackup(made.folder, target)).rejects.toThrow('incomplete: files/docs/handbook.pdf is missing');
    const manifestFile = path.join(made.folder, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.files[1].path = '../../etc/passwd';
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    await expect(restoreBackup(made.folder, target)).rejects.toThrow('must be a relative path inside the backup');
    await expect(restoreBackup(path.join(work, 'nothing-here'), target)).rejects.toThrow('is not a backup');
    expect(fs.readdirSync(work).filter((f) => f.startsWith('untouched'))).toEqual([]);
  });

  it('keeps the newest backups, and reports the newest for the dashboard and the metric', async () => {
    const dir = path.join(work, 'kept');
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await createBackup(ctx.app.db, ctx.config.dataDir, dir, 'online', new Date(Date.UTC(2026, 10, 20 + i))));
    expect(pruneBackups(dir, 2)).toEqual(['aec-20261121T000000.000Z', 'aec-20261120T000000.000Z']);
    expect(fs.readdirSync(dir).sort()).toEqual(['aec-20261122T000000.000Z', 'aec-20261123T000000.000Z']);
    expect(latestBackup(dir)).toMatchObject({ createdAt: '2026-11-23T00:00:00.000Z', totalBytes: made[3]!.totalBytes });
    expect(backupAgeSeconds(dir, Date.UTC(2026, 10, 23, 1))).toBe(3600);
    expect(backupAgeSeconds(path.join(work, 'none'))).toBe(-1);
  });

  it('copies a backup off the machine with rclone (a local remote) and the copy verifies', async () => {
    const made = await createBackup(ctx.app.db, ctx.config.dataDir, path.join(work, 'r4'), 'online');
    const remote = path.join(work, 'offsite');
    // A config-less remote (:local:): the same command with a configured remote (e.g. college-drive:aec-backups) copies off the machine.
    execFileSync('rclone', ['copy', made.folder, `:local:${remote}/${path.basename(made.folder)}`], { stdio: 'pipe' });
    const copied = path.join(remote, path.basename(made.folder));
    expect(tree(copied)).toEqual(tree(made.folder));
    await expect(verifyBackup(copied)).resolves.toMatchObject({ format: 'aec-backup/1' });
  });

  it('the server takes backups itself into AEC_BACKUP_DIR, and the admin-only status route tells their age and size', async () => {
    const backupDir = path.join(work, 'scheduled');
    // 0.0005 hours: 1.8 seconds.
    const started = Date.now();
    const server = await buildTestApp({ ...STAFF_TEST_ENV, AEC_BACKUP_DIR: backupDir, AEC_BACKUP_EVERY_HOURS: '0.0005', AEC_BACKUP_KEEP: '1' });
    try {
      const kit = staffTestKit(() => server.app);
      const { admin, publisher } = await kit.signInStaff();
      const get = (session: typeof admin) => kit.call(session, 'GET', '/api/staff/backups');
      // Two scheduled backups in a row: the second replaces the first (AEC_BACKUP_KEEP=1).
      const deadline = Date.now() + 20_000;
      while (!latestBackup(backupDir) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const first = latestBackup(backupDir)!.createdAt;
      expect(Date.parse(first)).toBeGreaterThanOrEqual(started);
      while (latestBackup(backupDir)!.createdAt === first && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(fs.readdirSync(backupDir).filter((f) => !f.endsWith('.partial'))).toEqual([path.basename(latestBackup(backupDir)!.folder)]);
      const status = BackupStatusResponse.parse((await get(admin)).json());
      expect(status).toMatchObject({ everyHours: 0.0005, keep: 1 });
      expect(status.last).toMatchObject({ sizeBytes: latestBackup(backupDir)!.totalBytes, files: latestBackup(backupDir)!.files });
      expect(status.last!.ageSeconds).toBeLessThan(30);
      expect((await get(publisher)).statusCode).toBe(403);
      // The same age for Prometheus (an alert fires when backups are older than two days).
      const metrics = await server.app.inject({ url: '/metrics' });
      const age = Number(/^aec_backup_age_seconds (-?\d+)$/m.exec(metrics.body)?.[1]);
      expect(age >= 0 && age < 30).toBe(true);
      expect((await get(undefined as unknown as typeof admin)).statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('reads AEC_BACKUP_DIR, AEC_BACKUP_EVERY_HOURS (24) and AEC_BACKUP_KEEP (14), and the earlier interval name', () => {
    const defaults = loadConfig({ AEC_DATA_DIR: '/srv/aec' });
    expect([defaults.backupDir, defaults.backupEveryHours, defaults.backupKeep]).toEqual(['/srv/aec/backups', 24, 14]);
    const set = loadConfig({ AEC_DATA_DIR: '/srv/aec', AEC_BACKUP_DIR: '/mnt/b', AEC_BACKUP_EVERY_HOURS: '6', AEC_BACKUP_KEEP: '30' });
    expect([set.backupDir, set.backupEveryHours, set.backupKeep]).toEqual(['/mnt/b', 6, 30]);
    expect(loadConfig({ AEC_BACKUP_INTERVAL_HOURS: '12' }).backupEveryHours).toBe(12);
  });
});
