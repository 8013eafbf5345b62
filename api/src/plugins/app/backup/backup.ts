import path from 'node:path';
import fp from 'fastify-plugin';
import { gauge } from '../../../lib/metrics';
import { ageSeconds, createBackup, latestBackup, pruneBackups } from './backup-folder';

/** Seconds since the newest backup in backupDir (-1: none yet), read when scraped. */
export function backupAgeSeconds(backupDir: string, now = Date.now()): number {
  const last = latestBackup(backupDir);
  return last ? ageSeconds(last.createdAt, now) : -1;
}

/**
 * Backups on a timer into AEC_BACKUP_DIR (AEC_BACKUP_EVERY_HOURS, 0 = off; the first one an interval
 * after start), keeping the newest AEC_BACKUP_KEEP; `npm run backup -w api` makes one now.
 */
export default fp(
  async (app) => {
    const { backupEveryHours, backupKeep, backupDir, dataDir } = app.config;
    gauge({
      name: 'aec_backup_age_seconds',
      help: 'Seconds since the newest backup in AEC_BACKUP_DIR finished (-1: no backup yet).',
      collect() {
        this.set(backupAgeSeconds(backupDir));
      },
    });
    if (backupEveryHours <= 0) {
      app.log.info('scheduled backups are off (AEC_BACKUP_EVERY_HOURS=0)');
      return;
    }
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = createBackup(app.db, dataDir, backupDir, 'online')
        .then((made) => {
          const removed = pruneBackups(backupDir, backupKeep);
          app.log.info({ backup: path.basename(made.folder), bytes: made.totalBytes, files: made.files, removed: removed.length }, 'backed up');
        })
        .catch((err) => app.log.error({ err }, 'backup failed'))
        .finally(() => {
          running = undefined;
        });
    }, backupEveryHours * 3_600_000);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'backup', dependencies: ['db'] },
);
