// npm run backup -w api: one online backup now, beside the scheduled ones (safe while the server runs).
import { loadConfig } from '../config';
import { openDatabase } from '../plugins/app/db/database';
import { backupDatabase } from '../plugins/app/backup/backup';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  try {
    console.log(await backupDatabase(db, config.dataDir, config.backupKeep));
  } finally {
    db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
