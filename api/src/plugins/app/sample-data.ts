import fp from 'fastify-plugin';
import { seedSampleData } from '../../seed/seed-sample-data';

/**
 * On the first start of an empty database, the sample content (AEC_SEED=0 turns it off); on every
 * start, any static document the front ends link to that is missing on disk.
 */
export default fp(
  async (app) => {
    const { dataDir, seedOnStart } = app.config;
    const outcome = await seedSampleData(app.db, dataDir, { content: seedOnStart, onlyIntoEmpty: true });
    if (outcome.content === 'seeded') app.log.info({ ms: outcome.ms }, 'sample data seeded');
    if (outcome.projects) app.log.info('sample project microsites seeded');
    if (outcome.videos === 'seeded') app.log.info('sample videos made (three short MP4s)');
    else if (outcome.videos !== 'kept') app.log.warn({ error: outcome.videos.failed }, 'sample videos could not be made: /resources/videos starts empty');
    const { written, invalid } = outcome.documents;
    if (written) app.log.info({ documents: written }, 'static documents generated');
    if (invalid.length) app.log.warn({ invalid }, 'static documents skipped: a path must look like /files/docs/name.pdf');
  },
  { name: 'sample-data', dependencies: ['db'] },
);
