import { and, arrayContains, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db';
import {
  cashFlows,
  clients,
  feeStructures,
  notifications,
  partnerCompanies,
  partnerInvoiceLines,
  partnerInvoices,
  partnerUsers,
  recurringFeeChanges,
  serviceValuations,
  services,
} from '../../db/schema';
import { centsToString, toCents } from '../../lib/money';
import { tenantFilter } from '../../lib/scoped-repository';
import { systemScope, type RequestScope } from '../../plugins/scope';
import {
  daysOfMonth,
  findersFee,
  lastDayOf,
  milliToPercentString,
  percentToMilli,
  rateSchedule,
  recurringFee,
  VAT_RATE_PERCENT,
  vatOf,
} from './fees';
import { addDays, addMonths } from '../../lib/dates';

/** Invoices are due 30 days after their issue at month end. */
export const PAYMENT_TERM_DAYS = 30;

export type ComputedLine = {
  clientId: number;
  clientName: string;
  kind: 'finders_fee' | 'recurring_fee';
  basisCents: bigint;
  rateMilli: bigint;
  amountCents: bigint;
};

/** The invoice number: the month and the company, e.g. `PF-2026-10-0001`. */
export const invoiceNumber = (month: string, companyId: number) => `PF-${month}-${String(companyId).padStart(4, '0')}`;

/**
 * The fee lines of one company for one month, computed from its clients' fee structures, fee changes, first
 * deposits and daily valuations (fees.ts has the arithmetic). Clients without a line amount are left out.
 */
export async function computeLines(db: Executor, scope: RequestScope, month: string): Promise<ComputedLine[]> {
  const ofCompany = tenantFilter(scope).ofCompany(clients);
  const days = daysOfMonth(month);
  const first = days[0]!;
  const last = days.at(-1)!;

  const companyClients = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      firstInvestedAt: clients.firstInvestedAt,
      finders: feeStructures.findersFeePercentage,
      recurring: feeStructures.recurringFeePercentage,
    })
    .from(clients)
    .innerJoin(feeStructures, eq(feeStructures.clientId, clients.id))
    .where(ofCompany)
    .orderBy(clients.lastName, clients.firstName, clients.id);
  if (companyClients.length === 0) return [];
  const ids = companyClients.map((c) => c.id);

  // the AUM of each client per day of the month
  const daily = await db
    .select({ clientId: services.clientId, date: serviceValuations.date, value: sql<string>`sum(${serviceValuations.value})` })
    .from(serviceValuations)
    .innerJoin(services, eq(services.id, serviceValuations.serviceId))
    .innerJoin(clients, eq(clients.id, services.clientId))
    .where(and(ofCompany, gte(serviceValuations.date, first), lte(serviceValuations.date, last)))
    .groupBy(services.clientId, serviceValuations.date);
  const aumOf = new Map<number, Map<string, bigint>>();
  for (const row of daily) {
    const perDay = aumOf.get(row.clientId) ?? new Map<string, bigint>();
    perDay.set(row.date, toCents(row.value));
    aumOf.set(row.clientId, perDay);
  }

  const changes = await db
    .select()
    .from(recurringFeeChanges)
    .where(and(inArray(recurringFeeChanges.clientId, ids), lte(recurringFeeChanges.validFrom, last)));

  // the deposits of the day of the first investment, for the clients who first invested this month
  const newlyInvested = companyClients.filter(
    (c) => c.firstInvestedAt && c.finders && c.firstInvestedAt.toISOString().slice(0, 7) === month,
  );
  const firstDeposits = new Map<number, bigint>();
  if (newlyInvested.length) {
    const deposits = await db
      .select({ clientId: services.clientId, date: cashFlows.date, amount: sql<string>`sum(${cashFlows.amount})` })
      .from(cashFlows)
      .innerJoin(services, eq(services.id, cashFlows.serviceId))
      .where(
        and(
          inArray(
            services.clientId,
            newlyInvested.map((c) => c.id),
          ),
          eq(cashFlows.kind, 'deposit'),
          gte(cashFlows.date, first),
          lte(cashFlows.date, last),
        ),
      )
      .groupBy(services.clientId, cashFlows.date);
    for (const client of newlyInvested) {
      const day = client.firstInvestedAt!.toISOString().slice(0, 10);
      const row = deposits.find((d) => d.clientId === client.id && d.date === day);
      if (row) firstDeposits.set(client.id, toCents(row.amount));
    }
  }

  const lines: ComputedLine[] = [];
  for (const client of companyClients) {
    const clientName = `${client.firstName} ${client.lastName}`;
    const firstAmount = firstDeposits.get(client.id);
    if (firstAmount !== undefined && client.finders) {
      const amountCents = findersFee(firstAmount, client.finders);
      if (amountCents > 0n) {
        lines.push({
          clientId: client.id,
          clientName,
          kind: 'finders_fee',
          basisCents: firstAmount,
          rateMilli: percentToMilli(client.finders),
          amountCents,
        });
      }
    }
    const aum = aumOf.get(client.id);
    if (aum) {
      const schedule = rateSchedule(
        client.recurring,
        changes.filter((c) => c.clientId === client.id),
      );
      const fee = recurringFee(month, aum, schedule);
      if (fee.amountCents > 0n) lines.push({ clientId: client.id, clientName, kind: 'recurring_fee', ...fee });
    }
  }
  return lines;
}

export type IssueResult = { month: string; issued: { companyId: number; invoiceId: number; total: string }[]; skipped: number[] };

/**
 * Issues the invoices of a month for every company (or those given) that has fees in it: one invoice per company and
 * month, so issuing a month again adds nothing (a company that has its invoice is skipped). Each new invoice gives
 * the company's advisers who see the invoices module a `new_invoice_document` notification. `now` is the caller's
 * clock: a month is issued only once it has ended.
 */
export async function issueMonth(db: Database, month: string, options: { now: Date; companyIds?: number[] }): Promise<IssueResult> {
  const issuedOn = lastDayOf(month);
  if (options.now.toISOString().slice(0, 10) < issuedOn) {
    throw new Error(`${month} has not ended yet: its invoices are issued on ${issuedOn}`);
  }
  const companies = await db
    .select()
    .from(partnerCompanies)
    .where(options.companyIds?.length ? inArray(partnerCompanies.id, options.companyIds) : undefined)
    .orderBy(partnerCompanies.id);
  const result: IssueResult = { month, issued: [], skipped: [] };
  for (const company of companies) {
    // each company's invoice is read, computed and written in that company's scope (its clients, its advisers)
    const scope = systemScope({ companyId: company.id, userId: null, locale: 'de', modules: ['invoices'] });
    const tenant = tenantFilter(scope);
    const outcome = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: partnerInvoices.id })
        .from(partnerInvoices)
        .where(and(tenant.ofCompany(partnerInvoices), eq(partnerInvoices.month, month)));
      if (existing) return null;
      const lines = await computeLines(tx, scope, month);
      if (lines.length === 0) return null;
      const sum = (kind: ComputedLine['kind']) => lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amountCents, 0n);
      const finders = sum('finders_fee');
      const recurring = sum('recurring_fee');
      const subtotal = finders + recurring;
      const vatRate = company.vatNumber ? VAT_RATE_PERCENT : '0';
      const vat = vatOf(subtotal, vatRate);
      const dueOn = addDays(issuedOn, PAYMENT_TERM_DAYS);
      const [invoice] = await tx
        .insert(partnerInvoices)
        .values({
          partnerCompanyId: scope.companyId,
          number: invoiceNumber(month, scope.companyId),
          month,
          issuedOn,
          dueOn,
          findersFees: centsToString(finders),
          recurringFees: centsToString(recurring),
          subtotal: centsToString(subtotal),
          vatRate,
          vat: centsToString(vat),
          total: centsToString(subtotal + vat),
          createdAt: options.now,
          updatedAt: options.now,
        })
        // a second run at the same moment finds the row taken and adds nothing
        .onConflictDoNothing({ target: [partnerInvoices.partnerCompanyId, partnerInvoices.month] })
        .returning({ id: partnerInvoices.id, total: partnerInvoices.total, number: partnerInvoices.number });
      if (!invoice) return null;
      await tx.insert(partnerInvoiceLines).values(
        lines.map((line) => ({
          invoiceId: invoice.id,
          clientId: line.clientId,
          clientName: line.clientName,
          kind: line.kind,
          basis: centsToString(line.basisCents),
          rate: milliToPercentString(line.rateMilli),
          amount: centsToString(line.amountCents),
        })),
      );
      const advisers = await tx
        .select({ id: partnerUsers.id })
        .from(partnerUsers)
        .where(and(tenant.ofCompany(partnerUsers), arrayContains(partnerUsers.visibleModules, ['invoices'])));
      if (advisers.length) {
        await tx.insert(notifications).values(
          advisers.map((adviser) => ({
            partnerUserId: adviser.id,
            kind: 'new_invoice_document' as const,
            // named as the invoice list names it: by its number (docs/documents.md)
            userUpdates: { document_name: invoice.number },
            createdAt: options.now,
          })),
        );
      }
      return { companyId: scope.companyId, invoiceId: invoice.id, total: invoice.total };
    });
    if (outcome) result.issued.push(outcome);
    else result.skipped.push(company.id);
  }
  return result;
}

/** The months before the one of `today`, oldest first: what the seed issues. */
export function pastMonths(today: Date, count: number): string[] {
  const current = today.toISOString().slice(0, 7);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count));
}
