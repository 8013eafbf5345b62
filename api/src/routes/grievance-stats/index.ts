import type { FastifyPluginAsync } from 'fastify';
import { GrievanceStatsResponse } from '@aec/contracts';

/** GET /api/grievance-stats: received, disposed and pending by month; counts only, no personal data. */
const grievanceStatsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/grievance-stats', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return GrievanceStatsResponse.parse(app.grievanceDesk.stats());
  });
};
export default grievanceStatsRoutes;
