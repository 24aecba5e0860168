import fp from 'fastify-plugin';
import type { Database } from '../db';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Hands the opened database and the configuration to every plugin and route; closing stays with the owner. */
export default fp<{ db: Database; config: Config }>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
  },
  { name: 'database' },
);
