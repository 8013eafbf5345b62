import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { readRemotesJson, remoteOrigins } from '../../routes/site/remotes';

/** Remotes hosted on another origin (REMOTES_JSON) must be allowed to run scripts and be fetched. */
export default fp(
  async (app) => {
    const extraOrigins = remoteOrigins(readRemotesJson(app.config));
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extraOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...extraOrigins],
          mediaSrc: ["'self'"],
          frameSrc: ["'self'", 'https://www.google.com', 'https://www.youtube-nocookie.com'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      // The site is also served over plain HTTP on a campus network; HSTS is for the HTTPS proxy to set.
      strictTransportSecurity: false,
      crossOriginResourcePolicy: { policy: extraOrigins.length ? 'cross-origin' : 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
