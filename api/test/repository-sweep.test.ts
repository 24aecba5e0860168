import { eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema';
import type { RequestScope } from '../src/plugins/scope';
import { repositoryFactories } from '../src/modules/repositories';
import { build, companyScopeOf, type TestContext } from './helpers';

// Every exported function of every scoped repository (modules/repositories.ts), called in the second company's scope
// with the ids of the first company's rows as its arguments: nothing it answers holds the first company's e-mail
// addresses or IBANs, and not one row of the first company's data is changed, added or removed. The functions are
// found by walking the repositories, not listed here, so that a function or a repository added later is swept too. A
// call that refuses (throws) is fine; the rules: docs/code-structure.md, "Scoping".

let ctx: TestContext;
const db = () => ctx.database.db;

const scopeOf = companyScopeOf;

/**
 * The first company's data, read straight from the tables: every table with a `partner_company_id` column, and every
 * table with a `client_id` column for the company's clients, each as one digest of its rows in a fixed order.
 */
async function fingerprint(companyId: number): Promise<Record<string, string>> {
  const columns = (await db().execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('partner_company_id', 'client_id')`,
  )) as unknown as { rows?: { table_name: string; column_name: string }[] } | { table_name: string; column_name: string }[];
  const list = Array.isArray(columns) ? columns : (columns.rows ?? []);
  const byTable = new Map<string, string>();
  // a table with both columns is read by the company's column
  for (const { table_name: table, column_name: column } of list) {
    if (byTable.get(table) !== 'partner_company_id') byTable.set(table, column);
  }
  const digests: Record<string, string> = {};
  for (const [table, column] of [...byTable].sort()) {
    const filter =
      column === 'partner_company_id'
        ? sql`t.partner_company_id = ${companyId}`
        : sql`t.client_id in (select id from clients where partner_company_id = ${companyId})`;
    const result = (await db().execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${sql.identifier(table)} t where ${filter}`,
    )) as unknown as { rows?: { n: number; digest: string }[] } | { n: number; digest: string }[];
    const [row] = Array.isArray(result) ? result : (result.rows ?? []);
    digests[table] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return digests;
}

/** The first company's ids a caller could name: its clients, services, users, documents and the rest of its rows. */
async function firstCompanyIds(companyId: number): Promise<number[]> {
  const ids = new Set<number>();
  const add = (rows: { id: number }[]) => rows.slice(0, 3).forEach((row) => ids.add(row.id));
  add(await db().select({ id: s.clients.id }).from(s.clients).where(eq(s.clients.partnerCompanyId, companyId)));
  add(await db().select({ id: s.partnerUsers.id }).from(s.partnerUsers).where(eq(s.partnerUsers.partnerCompanyId, companyId)));
  add(
    await db()
      .select({ id: s.services.id })
      .from(s.services)
      .innerJoin(s.clients, eq(s.clients.id, s.services.clientId))
      .where(eq(s.clients.partnerCompanyId, companyId)),
  );
  add(await db().select({ id: s.customPortfolios.id }).from(s.customPortfolios).where(eq(s.customPortfolios.partnerCompanyId, companyId)));
  add(await db().select({ id: s.vbSearches.id }).from(s.vbSearches).where(eq(s.vbSearches.partnerCompanyId, companyId)));
  add(await db().select({ id: s.partnerInvoices.id }).from(s.partnerInvoices).where(eq(s.partnerInvoices.partnerCompanyId, companyId)));
  add(
    await db()
      .select({ id: s.notifications.id })
      .from(s.notifications)
      .innerJoin(s.partnerUsers, eq(s.partnerUsers.id, s.notifications.partnerUserId))
      .where(eq(s.partnerUsers.partnerCompanyId, companyId)),
  );
  return [...ids];
}

/** What only the first company's people and clients are: their e-mail addresses and IBANs. */
async function firstCompanySecrets(companyId: number): Promise<string[]> {
  const clients = await db().select({ email: s.clients.email }).from(s.clients).where(eq(s.clients.partnerCompanyId, companyId));
  const users = await db()
    .select({ email: s.partnerUsers.email })
    .from(s.partnerUsers)
    .where(eq(s.partnerUsers.partnerCompanyId, companyId));
  return [...clients, ...users].map((row) => row.email).filter((email): email is string => Boolean(email));
}

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx?.close());

it("every function of every scoped repository, in the other company's scope with the first company's ids, reads and writes nothing of it", async () => {
  const [demo] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  const [other] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'other@second-partner.example'));
  const first = scopeOf(demo!);
  const second = scopeOf(other!);
  const ids = await firstCompanyIds(first.companyId);
  const secrets = await firstCompanySecrets(first.companyId);
  expect(ids.length).toBeGreaterThan(5);
  expect(secrets.length).toBeGreaterThan(10);
  const before = await fingerprint(first.companyId);

  const swept: string[] = [];
  const leaks: string[] = [];
  for (const [name, factory] of Object.entries(repositoryFactories)) {
    const repository = (factory as (database: unknown, scope: RequestScope) => Record<string, unknown>)(db(), second);
    for (const [fn, value] of Object.entries(repository)) {
      if (typeof value !== 'function' || fn === 'transaction') continue;
      swept.push(`${name}.${fn}`);
      const call = value as (...args: unknown[]) => unknown;
      for (const id of ids) {
        // each argument the id: a function that wants a row or an object refuses, which is fine
        const args = Array.from({ length: Math.max(call.length, 1) }, () => id);
        let answer: unknown;
        try {
          answer = await call.apply(repository, args);
        } catch {
          continue;
        }
        const text = JSON.stringify(answer, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item)) ?? '';
        const leaked = secrets.find((secret) => text.includes(secret));
        if (leaked) leaks.push(`${name}.${fn}(${id}) answered the first company's ${leaked}`);
      }
    }
  }
  expect(swept.length).toBeGreaterThan(100);
  expect(leaks).toEqual([]);
  expect(await fingerprint(first.companyId)).toEqual(before);
});
