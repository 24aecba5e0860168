/**
 * `npm run invoices:issue -- 2026-10`: issues the partner invoices of a month that has ended, for every company with
 * fees in it, in the database of the configuration (DATABASE_URL, else the embedded one: stop the portal first).
 * Idempotent: a company that has its invoice for the month is skipped, so running it again adds nothing.
 */
import { monthSchema } from '@portal/shared/contracts';
import { loadConfig } from '../config';
import { pgliteDirOf } from '../app';
import { openDatabase } from '../db/client';
import { issueMonth } from '../modules/invoices/issue';

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  const month = process.argv[2];
  if (!month || !monthSchema.safeParse(month).success) throw new Error('usage: npm run invoices:issue -- YYYY-MM (a month that has ended)');
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
  await database.migrate(config.migrationsDir);
  const result = await issueMonth(database.db, month, { now: new Date() });
  for (const invoice of result.issued)
    console.log(`issued invoice ${invoice.invoiceId} for company ${invoice.companyId}: CHF ${invoice.total}`);
  console.log(`${month}: ${result.issued.length} issued, ${result.skipped.length} companies already invoiced or without fees`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
