import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { exposition } from '../../lib/metrics';
import { HttpError } from '../../lib/http-error';

const isLoopback = (address: string | undefined) => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
};

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Loopback means both the connection and the client it speaks for (after the trusted proxy's
 * X-Forwarded-For, AEC_TRUST_PROXY): nginx on this machine forwarding a visitor is not loopback, and
 * neither is anyone else sending `X-Forwarded-For: 127.0.0.1` when AEC_TRUST_PROXY=true believes it.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // Compared as hashes: the same length, in constant time.
  return !!token && !!given && crypto.timingSafeEqual(digest(given), digest(token));
}

/** GET /metrics: the registry of lib/metrics.ts in Prometheus's text format, for this machine or the token's holder. */
const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request, app.config.metricsToken)) {
      throw new HttpError(403, "The server's metrics are for this machine, or for a scraper sending the metrics token (AEC_METRICS_TOKEN), only.");
    }
    const { contentType, text } = await exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};
export default metricsRoutes;
