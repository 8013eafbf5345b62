import net from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** Shutting down: no new connection or request is taken; /api/ready answers 503. */
  readonly draining: boolean;
  /**
   * Stops taking connections and requests, waits at most `ms` for the requests under way, then cuts
   * what is left. Answers how many were cut. app.close() afterwards stops the render worker, the
   * outbox and the database (their onClose hooks).
   */
  drain(ms: number): Promise<{ unfinished: number }>;
}

/** How long kept-alive clients are told Connection: close before their idle connections are closed. */
const CLOSE_NOTICE_MS = 500;

/** Seconds a client told "not ready" (503) is asked to wait: about a restart's length. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A restart loses nothing that was acknowledged: every write is committed before its answer, so a
 * request either finishes (and is answered) or never starts: the listening socket is closed
 * (connection refused, which a client retries; nginx answers it with a 503 and Retry-After) and
 * kept-alive connections are closed when idle. The server's own reads for its renders (inject) go on.
 */
export default fp(
  async (app) => {
    let draining = false;
    let inFlight = 0;

    // Both hooks with a callback, not async: they run on every request, and a promise each costs the
    // cached page's throughput (decision 184).
    const finished = () => (inFlight -= 1);
    app.addHook('onRequest', (request, reply, done) => {
      if (request.raw.socket instanceof net.Socket) {
        inFlight += 1;
        // on, not once: 'close' comes once per answer, and once's wrapper costs every request.
        reply.raw.on('close', finished);
      }
      done();
    });
    // Answers finished while draining close their connection: none is left open for a next request
    // (Node drops one pipelined behind it unanswered, which tells the client it was not taken).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });

    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      async drain(ms) {
        draining = true;
        const server = app.server;
        if (!server.listening) return { unfinished: 0 };
        // No new connection from now: the listening socket alone is closed (net.Server's close; http's
        // would also close every idle kept-alive connection at once, under a request a client may be
        // sending on it: a reset, the request unread).
        const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
        // Meanwhile every answer says Connection: close, so a client busy on a kept-alive connection leaves it
        // after its next answer; then the idle ones are closed, busy ones after their answer.
        await new Promise((resolve) => setTimeout(resolve, Math.min(CLOSE_NOTICE_MS, ms)));
        server.closeIdleConnections();
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), Math.max(0, ms - CLOSE_NOTICE_MS));
        });
        const outcome = await Promise.race([closed.then(() => 'closed' as const), late]);
        clearTimeout(timer);
        const unfinished = outcome === 'late' ? inFlight : 0;
        if (outcome === 'late') {
          app.log.warn({ unfinished }, `requests still under way after ${ms} ms are cut`);
          server.closeAllConnections();
          await closed;
        }
        return { unfinished };
      },
    };
    app.decorate('lifecycle', lifecycle);
  },
  { name: 'lifecycle' },
);
