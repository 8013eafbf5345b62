import fp from 'fastify-plugin';
import { openDatabase, type Db } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** One connection for the process (better-sqlite3 is synchronous); closed after the last request. */
export default fp(
  async (app) => {
    const db = openDatabase(app.config.dataDir);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      db.close();
    });
  },
  { name: 'db' },
);
