import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';

const backupName = /^aec-\d{8}T\d{6}Z\.sqlite$/;

/**
 * An online copy of the live database (SQLite's backup API: consistent while requests keep writing)
 * into <dataDir>/backups/aec-<UTC time>.sqlite, keeping the newest `keep` copies.
 */
export async function backupDatabase(db: Db, dataDir: string, keep: number): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const target = path.join(dir, `aec-${stamp}.sqlite`);
  const partial = `${target}.partial`;
  await db.backup(partial);
  fs.renameSync(partial, target);
  const old = fs
    .readdirSync(dir)
    .filter((f) => backupName.test(f))
    .sort()
    .reverse()
    .slice(keep);
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return target;
}

/** Backups on a timer (AEC_BACKUP_INTERVAL_HOURS, 0 = off); the first one an interval after start. */
export default fp(
  async (app) => {
    const { backupIntervalHours, backupKeep, dataDir } = app.config;
    if (backupIntervalHours <= 0) return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = backupDatabase(app.db, dataDir, backupKeep)
        .then((file) => app.log.info({ file: path.basename(file) }, 'database backed up'))
        .catch((err) => app.log.error({ err }, 'database backup failed'))
        .finally(() => {
          running = undefined;
        });
    }, backupIntervalHours * 3_600_000);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'backup', dependencies: ['db'] },
);
