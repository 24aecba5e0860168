import fp from 'fastify-plugin';
import type { Transaction } from '../db';
import type { DatabaseTraits, RepositoryFactory, Scoped } from '../lib/scoped-repository';
import { repositoryFactories } from '../modules/repositories';
import type { RequestScope } from './scope';

type Factories = typeof repositoryFactories;

/** Each module's repository, created for a scope on the app's database (or inside a transaction of it). */
export type Repositories = {
  [Name in keyof Factories]: Factories[Name] extends RepositoryFactory<infer R>
    ? (scope: RequestScope, tx?: Transaction) => Scoped<R>
    : never;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.repos.statistics(request.scope)`: repositories bound to the caller's scope. */
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    // PGlite runs every statement alone on its one connection; PostgreSQL runs them on a pool
    const database: DatabaseTraits = { commitsInIdOrder: app.databaseKind === 'pglite' };
    const repos = Object.fromEntries(
      Object.entries(repositoryFactories).map(([name, create]) => [
        name,
        (scope: RequestScope, tx?: Transaction) => (create as RepositoryFactory<object>)(tx ?? app.db, scope, database),
      ]),
    ) as Repositories;
    app.decorate('repos', repos);
  },
  { name: 'repositories', dependencies: ['database'] },
);
