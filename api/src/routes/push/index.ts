import type { FastifyPluginAsync } from 'fastify';
import { PushCountsResponse, PushKeyResponse, PushSubscribeRequest, PushSubscribeResponse, PushUnsubscribeRequest } from '@aec/contracts';
import { HttpError } from '../../lib/http-error';
import { isAllowedPushEndpoint } from '../../plugins/app/push/push-sender';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** Web Push for the alerts' topics (docs/product/offline-and-push.md): the server's key, subscribe, unsubscribe. */
const pushRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const max = app.config.rateLimitMax;
  const limit = (n: number) => ({ config: { rateLimit: { max: max ?? n, timeWindow: '15 minutes' } } });

  routes.get('/push/key', async (_request, reply) => {
    // The key never changes once made: a page may keep it an hour.
    reply.header('cache-control', 'public, max-age=3600');
    return PushKeyResponse.parse({ publicKey: app.push.keys.publicKey });
  });

  routes.post('/push/subscribe', { ...limit(30), schema: { body: PushSubscribeRequest } }, async (request, reply) => {
    const { subscription, topics, language } = request.body;
    if (!isAllowedPushEndpoint(subscription.endpoint, app.config.push.extraServices))
      throw new HttpError(400, 'endpoint must be an https address of a browser’s push service');
    app.push.repository.subscribe(subscription, topics, language);
    reply.code(201).header('cache-control', 'no-store');
    return PushSubscribeResponse.parse({ topics });
  });

  routes.post('/push/unsubscribe', { ...limit(30), schema: { body: PushUnsubscribeRequest } }, async (request, reply) => {
    app.push.repository.unsubscribe(request.body.endpoint);
    // The same answer whether or not it was subscribed.
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  // Staff (any role): how many phones follow each topic; never an endpoint.
  routes.get('/staff/push/counts', { preValidation: app.requireRole('publisher', 'grievance_officer') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return PushCountsResponse.parse({ topics: app.push.repository.counts() });
  });
};

export default pushRoutes;
