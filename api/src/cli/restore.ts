// npm run restore -w api -- <backup folder> [--force]: verifies the sums and restores into AEC_DATA_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, repoRoot } from '../config';
import { restoreBackup } from '../plugins/app/backup/backup-folder';

const USAGE = 'usage: npm run restore -w api -- <backup folder> [--force]   (stop the server first; --force moves a non-empty AEC_DATA_DIR aside)';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new Error(USAGE);
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig({ ...process.env, AEC_DATA_DIR: process.env.AEC_DATA_DIR || path.join(repoRoot, 'data') });
  const outcome = await restoreBackup(path.resolve(positionals[0]!), config.dataDir, { force: values.force });
  if (outcome.movedAside) console.log(`the previous ${outcome.dataDir} is now ${outcome.movedAside}`);
  console.log(
    `restored the backup of ${outcome.createdAt} into ${outcome.dataDir}: ${outcome.files} files, sums verified, integrity_check ok; start the server (newer migrations are applied at start)`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
