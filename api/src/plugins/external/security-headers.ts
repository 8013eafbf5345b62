import fp from 'fastify-plugin';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { readRemotesJson, remoteOrigins } from '../../routes/site/remotes';

/** A year; without includeSubDomains, so the college's other hosts may still answer plain HTTP. */
export const HSTS = 'max-age=31536000';

/** JSON answers: nothing in them runs or renders, so a few fixed headers are all they need. */
export const jsonHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};
const isJsonUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/getnotificationwcollege') || url.startsWith('/md/');

/**
 * Helmet's headers for our options are the same on every answer (no nonces), so they are worked out
 * once, by helmet itself on a throwaway instance, instead of by two hooks on every request.
 */
async function helmetHeaders(extraOrigins: string[]): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
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
    // Set below, and only for an https AEC_PUBLIC_URL: a site served over plain HTTP must not pin browsers to HTTPS.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: extraOrigins.length ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  probe.get('/', async () => '');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (/^(content-|date$|connection$|keep-alive$)/.test(name) && name !== 'content-security-policy') continue;
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Remotes hosted on another origin (REMOTES_JSON) must be allowed to run scripts and be fetched; HSTS when the site is https. */
export default fp(
  async (app) => {
    const hsts: Record<string, string> = app.config.httpsOnly ? { 'strict-transport-security': HSTS } : {};
    const pageHeaders = { ...(await helmetHeaders(remoteOrigins(readRemotesJson(app.config)))), ...hsts };
    const apiHeaders = { ...jsonHeaders, ...hsts };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isJsonUrl(request.url) ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
