// npm run seed [-- --reset]: writes the sample content into AEC_DATA_DIR/aec.sqlite.
// --reset first removes notices, tenders, news, events and department notifications (never grievances).
import { loadConfig } from '../config';
import { openDatabase } from '../plugins/app/db/database';
import { allDocuments } from '../seed/documents';
import { ensureStaticDocuments, isSeeded, resetContent, seed } from '../seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  const db = openDatabase(config.dataDir);
  try {
    if (reset) resetContent(db);
    if (isSeeded(db)) {
      console.log(`${config.dataDir}: already seeded (use --reset to seed again)`);
    } else {
      await seed(db, config.dataDir);
      console.log(`${config.dataDir}: sample data written`);
    }
    const { written, invalid } = await ensureStaticDocuments(config.dataDir, allDocuments);
    console.log(`${written} static document(s) generated`);
    if (invalid.length) console.warn(`skipped (a path must look like /files/docs/name.pdf): ${invalid.join(', ')}`);
  } finally {
    db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
