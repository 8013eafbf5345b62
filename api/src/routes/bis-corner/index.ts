import type { FastifyPluginAsync } from 'fastify';
import { BisCornerResponse } from '@aec/contracts';

/** GET /api/bis-corner: the standards body's notifications, newest first; [] on any failure (docs/product/api-compatibility.md). */
const bisCornerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bis-corner', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return BisCornerResponse.parse(await app.bis.notifications());
  });
};
export default bisCornerRoutes;
