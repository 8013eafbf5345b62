import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import errorHandling from './plugins/app/error-handling';
import securityHeaders from './plugins/external/security-headers';
import compression from './plugins/external/compression';
import webAssets from './plugins/external/web-assets';
import healthRoutes from './routes/health';
import remotesRoutes from './routes/site/remotes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: tests call inject() on it, server.ts listens. */
export async function buildApp({ config, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('config', config);

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(compression);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(remotesRoutes);
  // Last: it owns the not-found handler that serves the shell for client-side routes.
  await app.register(webAssets);
  return app;
}
