import fp from 'fastify-plugin';
import type { Database } from '../db';
import type { DatabaseHandle } from '../db/client';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** PGlite serves every statement on one connection, one after another; PostgreSQL on a pool. */
    databaseKind: DatabaseHandle['kind'];
    config: Config;
  }
}

/** Hands the opened database and the configuration to every plugin and route; closing stays with the owner. */
export default fp<{ db: Database; kind: DatabaseHandle['kind']; config: Config }>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('databaseKind', options.kind);
    app.decorate('config', options.config);
  },
  { name: 'database' },
);
