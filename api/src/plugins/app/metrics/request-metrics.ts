import fs from 'node:fs';
import fp from 'fastify-plugin';
import { collectProcessMetrics, gauge, histogram } from '../../../lib/metrics';

/**
 * Every answer counted by route pattern, method and status, with its time: Prometheus's
 * `aec_http_request_duration_seconds` histogram (its `_count` is the requests). The pattern
 * (`/api/notice/:from/:to`, `/*` for every page), never the URL: a label value is a series kept for
 * ever, and URLs are as many as anyone cares to type.
 */
const requestSeconds = histogram<'method' | 'route' | 'status'>({
  name: 'aec_http_request_duration_seconds',
  help: 'HTTP answers by route pattern, method and status, and the time each took.',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Methods as themselves; anything else one value (a client may send any token as a method). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export default fp(
  async (app) => {
    collectProcessMetrics();
    // With a callback, not async: it runs on every answer (decision 184).
    app.addHook('onResponse', (request, reply, done) => {
      requestSeconds.observe(
        {
          method: METHODS.has(request.method) ? request.method : 'OTHER',
          // No route matched (a 404 answer, or the not-found handler drawing a page).
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    // The disk holding the database and files: an alert fires before it fills (writes would fail).
    const { dataDir } = app.config;
    gauge<'kind'>({
      name: 'aec_data_dir_bytes',
      help: 'The file system holding AEC_DATA_DIR: its size, and the bytes still free for this server.',
      labelNames: ['kind'],
      collect() {
        try {
          const disk = fs.statfsSync(dataDir);
          this.set({ kind: 'size' }, disk.blocks * disk.bsize);
          this.set({ kind: 'free' }, disk.bavail * disk.bsize);
        } catch {
          // The folder is gone: no figure rather than a wrong one.
          this.reset();
        }
      },
    });
  },
  { name: 'request-metrics' },
);
