// npm run backup -w api -- [--to <folder>]: one backup now, while the server runs and writes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, repoRoot } from '../config';
import { openDatabase } from '../plugins/app/db/database';
import { createBackup, pruneBackups } from '../plugins/app/backup/backup-folder';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  // Relative paths mean what they meant where npm was typed (npm runs workspace scripts in their folder).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig({ ...process.env, AEC_DATA_DIR: process.env.AEC_DATA_DIR || path.join(repoRoot, 'data') });
  const target = values.to ? path.resolve(values.to) : config.backupDir;
  const db = openDatabase(config.dataDir);
  try {
    // Another process than the server's: VACUUM INTO reads one snapshot, whatever the server writes meanwhile.
    const made = await createBackup(db, config.dataDir, target, 'vacuum');
    // Only the server's own folder is pruned; a folder named with --to is the operator's.
    const removed = values.to ? [] : pruneBackups(target, config.backupKeep);
    console.log(`${made.folder}: ${made.files} files, ${megabytes(made.totalBytes)}, SHA-256 sums in manifest.json and SHA256SUMS`);
    if (removed.length) console.log(`removed ${removed.length} older backup(s), keeping the newest ${config.backupKeep}`);
  } finally {
    db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
