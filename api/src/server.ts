import { buildApp, loggerOptions } from './app';
import { loadConfig } from './config';
import { logStream } from './lib/log-stream';

/** How long requests under way may take to finish on SIGTERM before they are cut. */
const DRAIN_MS = 10_000;
/** Whatever hangs in the shutdown after that (an SMTP server that does not answer), the process ends. */
const SHUTDOWN_LIMIT_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: loggerOptions(config.logLevel, logStream()) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections; finishing the requests under way');
    setTimeout(() => {
      app.log.error(`the shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; stopping now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // Stop accepting connections and finish the requests in flight; then (onClose hooks) let the render
    // worker finish, write the outbox's last outcome, close the database.
    app.lifecycle
      .drain(DRAIN_MS)
      .then(() => app.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (err) => {
          app.log.error(err, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
