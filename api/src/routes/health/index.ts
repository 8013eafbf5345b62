import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { HealthResponse, ReadyResponse } from '@aec/contracts';
import { RETRY_AFTER_SECONDS } from '../../plugins/app/lifecycle/drain';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

/** Thrown inside the probe's transaction to roll it back. */
class ProbeDone extends Error {}

/** Why the server cannot take a visitor's write or render a page now, or undefined when it can. */
async function notReady(app: FastifyInstance): Promise<string | undefined> {
  if (app.lifecycle.draining) return 'The server is shutting down; it answers again once restarted.';
  try {
    // A real write (a table made and rolled back): fails on a read-only or full disk, a lock held too long, a closed database.
    app.db.transaction(() => {
      app.db.exec('CREATE TABLE ready_probe (x)');
      throw new ProbeDone();
    })();
  } catch (err) {
    if (!(err instanceof ProbeDone)) {
      app.log.warn({ err }, 'readiness: the database cannot be written');
      return 'The database cannot be written.';
    }
  }
  if (!(await app.pages.workerUp())) return 'The page render worker is not running: pages would be drawn in the browser.';
  return undefined;
}

const healthRoutes: FastifyPluginAsync = async (app) => {
  /** Alive: answers at once, touching nothing (a process supervisor's probe). */
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), version };
  });

  /** Ready: the database takes writes and the render worker runs (a load balancer's probe). */
  app.get('/ready', async (_request, reply): Promise<ReadyResponse | { error: string }> => {
    reply.header('cache-control', 'no-store');
    const problem = await notReady(app);
    if (problem) return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: problem });
    return { status: 'ready' };
  });
};
export default healthRoutes;
