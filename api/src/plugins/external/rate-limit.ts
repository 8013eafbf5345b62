import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../../lib/http-error';

/** Per-route limits only (config.rateLimit on the grievance routes); the answer is a 429 JSON sentence. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests from your connection. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`),
    });
  },
  { name: 'rate-limit' },
);
