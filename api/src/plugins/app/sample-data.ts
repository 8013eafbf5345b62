import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { seedSampleData } from '../../seed/seed-sample-data';
import { seedVideos } from '../../seed/videos-seed';

/**
 * The sample films, once the server listens: encoding them takes a few seconds of CPU, which neither a
 * start nor a test's app should wait for. A close stops between films; the pages show them when done.
 */
function makeSampleVideosAfterStart(app: FastifyInstance) {
  let closing = false;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', () => {
    running = seedVideos(app.db, app.config.dataDir, () => closing).then(
      (made) => {
        if (!made) return;
        app.log.info('sample videos made (three short MP4s)');
        // The Videos page may have been rendered and kept without them.
        if (app.hasDecorator('pages')) app.pages.cache.clear();
      },
      (error: unknown) => app.log.warn({ err: error }, 'sample videos could not be made: /resources/videos starts empty'),
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });
}

/**
 * On the first start of an empty database, the sample content (AEC_SEED=0 turns it off); on every
 * start, any static document the front ends link to that is missing on disk.
 */
export default fp(
  async (app) => {
    const { dataDir, seedOnStart } = app.config;
    const outcome = await seedSampleData(app.db, dataDir, { content: seedOnStart, onlyIntoEmpty: true, deferVideos: true });
    if (outcome.content === 'seeded') app.log.info({ ms: outcome.ms }, 'sample data seeded');
    if (outcome.projects) app.log.info('sample project microsites seeded');
    if (outcome.videos === 'due') makeSampleVideosAfterStart(app);
    const { written, invalid } = outcome.documents;
    if (written) app.log.info({ documents: written }, 'static documents generated');
    if (invalid.length) app.log.warn({ invalid }, 'static documents skipped: a path must look like /files/docs/name.pdf');
  },
  { name: 'sample-data', dependencies: ['db'] },
);
