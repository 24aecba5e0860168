import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../db';
import type { RequestScope } from '../plugins/scope';
import { ForbiddenError } from './errors';
import { t } from './messages';

/** A table whose rows belong to a partner company and, for some, to one of its advisers. */
type CompanyOwned = { partnerCompanyId: AnyPgColumn; partnerUserId?: AnyPgColumn; deletedAt?: AnyPgColumn };
/** A table whose rows belong to one partner user (notifications, settings, targets). */
type UserOwned = { partnerUserId: AnyPgColumn };

/**
 * The tenant conditions of one scope. A scoped repository puts one of them into the `where` of every query it
 * runs; they are the only way it learns the company and the user.
 */
export type TenantFilter = {
  /**
   * Rows of the scope: the company's, and in personal scope only the caller's. A company-wide read by a caller
   * without the permission is refused here (403), whichever route asked for it.
   */
  inScope(table: CompanyOwned & { partnerUserId: AnyPgColumn }): SQL;
  /** Rows of the caller's company, whatever the scope: for figures that are the company's (its last valuation day). */
  ofCompany(table: CompanyOwned): SQL;
  /** Rows that belong to the caller (its notifications, settings, targets, dismissals). */
  ofCaller(table: UserOwned): SQL;
};

export function tenantFilter(scope: RequestScope): TenantFilter {
  return {
    inScope(table) {
      // a soft-deleted row (a client an operator deleted) is out of every scope, like a missing one
      const live = table.deletedAt ? isNull(table.deletedAt) : undefined;
      if (scope.clients === 'company') {
        if (!scope.canSeeCompany) throw new ForbiddenError(t('companyStatisticsForbidden', scope.locale));
        return and(eq(table.partnerCompanyId, scope.companyId), live)!;
      }
      return and(eq(table.partnerCompanyId, scope.companyId), eq(table.partnerUserId, scope.userId), live)!;
    },
    ofCompany: (table) => eq(table.partnerCompanyId, scope.companyId),
    ofCaller: (table) => eq(table.partnerUserId, scope.userId),
  };
}

/** What a repository may rely on about the database it runs on (plugins/repositories.ts sets it from its kind). */
export type DatabaseTraits = {
  /**
   * Every statement runs alone on one connection (PGlite): a row commits as it is inserted, so a table's newest id
   * marks its last committed insert. On PostgreSQL a row takes its id before it commits and a later id may commit
   * first, so no id marks it. Unknown (the default), a repository assumes the latter.
   */
  commitsInIdOrder: boolean;
};

const unknownDatabase: DatabaseTraits = { commitsInIdOrder: false };

/**
 * What a repository is built from: where to run its queries, the tenant conditions to put into them, and what it may
 * rely on about the database.
 */
export type RepositoryContext = { db: Executor; scope: RequestScope; tenant: TenantFilter; database: DatabaseTraits };

/** A repository bound to a scope, with a way to run several of its writes in one transaction. */
export type Scoped<R> = R & {
  /** Runs `work` in a transaction with the same repository bound to it (a savepoint inside another one). */
  transaction<T>(work: (repo: Scoped<R>) => Promise<T>): Promise<T>;
};

/** `(db, scope, database?) => repository`: what a module exports and `app.repos` binds to the app's database. */
export type RepositoryFactory<R> = (db: Executor, scope: RequestScope, database?: DatabaseTraits) => Scoped<R>;

/**
 * Makes a module's repository factory. `build` receives the executor, the scope, its tenant conditions and what the
 * database guarantees; the repository it returns takes no company or user id, only what the caller chooses (a page, a
 * date, an id to look up among the scope's rows).
 */
export function scopedRepository<R extends object>(build: (context: RepositoryContext) => R): RepositoryFactory<R> {
  const create: RepositoryFactory<R> = (db, scope, database = unknownDatabase) => {
    const repository = build({ db, scope, tenant: tenantFilter(scope), database });
    return Object.assign(repository, {
      // Database and Transaction both open (nested) transactions; the union's overloads do not unify in TypeScript
      transaction: <T>(work: (repo: Scoped<R>) => Promise<T>) =>
        (db as Database).transaction((tx: Transaction) => work(create(tx, scope, database))),
    });
  };
  return create;
}

declare const scopedRow: unique symbol;

/**
 * A row a scoped repository looked up among the rows of its scope. A repository function that acts on one row of
 * the scope (counts its portfolios, locks it, changes it) takes this, never a bare id: no caller can hand it an id
 * it did not look up in the scope first (docs/code-structure.md, "Scoped repositories").
 */
export type InScope<Row> = Row & { readonly [scopedRow]: true };

/** Marks what a scoped look-up found (null stays null). Only a scoped repository calls this, on its scoped queries. */
export function foundInScope<Row>(row: Row): InScope<Row>;
export function foundInScope<Row>(row: Row | null | undefined): InScope<Row> | null;
export function foundInScope<Row>(row: Row | null | undefined): InScope<Row> | null {
  return row === null || row === undefined ? null : (row as InScope<Row>);
}
