import fp from 'fastify-plugin';
import { allDocuments } from '../../seed/documents';
import { ensureStaticDocuments, isSeeded, seed } from '../../seed/seed';

/**
 * On the first start of an empty database, the sample content (AEC_SEED=0 turns it off); on every
 * start, any static document the front ends link to that is missing on disk.
 */
export default fp(
  async (app) => {
    const { dataDir, seedOnStart } = app.config;
    const empty = !(app.db.prepare('SELECT 1 FROM notices LIMIT 1').get() || app.db.prepare('SELECT 1 FROM news LIMIT 1').get());
    if (seedOnStart && empty && !isSeeded(app.db)) {
      const started = Date.now();
      await seed(app.db, dataDir);
      app.log.info({ ms: Date.now() - started }, 'sample data seeded');
    }
    const { written, invalid } = await ensureStaticDocuments(dataDir, allDocuments);
    if (written) app.log.info({ documents: written }, 'static documents generated');
    if (invalid.length) app.log.warn({ invalid }, 'static documents skipped: a path must look like /files/docs/name.pdf');
  },
  { name: 'sample-data', dependencies: ['db'] },
);
