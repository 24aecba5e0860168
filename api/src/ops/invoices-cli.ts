/**
 * `npm run invoices:issue -- 2026-10`: issues the partner invoices of a month that has ended, for every company with
 * fees in it. Idempotent: a company that has its invoice for the month is skipped, so running it again adds nothing.
 */
import { monthSchema } from '@portal/shared/contracts';
import { issueMonth } from '../modules/invoices/issue';
import { runCommand } from './command';

await runCommand(
  () => {
    const month = process.argv[2];
    if (!month || !monthSchema.safeParse(month).success)
      throw new Error('usage: npm run invoices:issue -- YYYY-MM (a month that has ended)');
    return month;
  },
  async (month, { db }) => {
    const result = await issueMonth(db, month, { now: new Date() });
    for (const invoice of result.issued)
      console.log(`issued invoice ${invoice.invoiceId} for company ${invoice.companyId}: CHF ${invoice.total}`);
    console.log(`${month}: ${result.issued.length} issued, ${result.skipped.length} companies already invoiced or without fees`);
  },
);
