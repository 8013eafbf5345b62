// npm run seed [-- --reset]: writes the sample content into AEC_DATA_DIR/aec.sqlite.
// --reset first removes notices, tenders, news, events and department notifications (never grievances).
import { loadConfig } from '../config';
import { openDatabase } from '../plugins/app/db/database';
import { seedSampleData } from '../seed/seed-sample-data';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  try {
    const outcome = await seedSampleData(db, config.dataDir, { content: true, reset: process.argv.includes('--reset') });
    console.log(outcome.content === 'seeded' ? `${config.dataDir}: sample data written` : `${config.dataDir}: already seeded (use --reset to seed again)`);
    if (outcome.projects) console.log('sample project microsites written');
    const { written, invalid } = outcome.documents;
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
