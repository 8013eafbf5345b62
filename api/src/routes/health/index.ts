import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@aec/contracts';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), version };
  });
};
export default healthRoutes;
