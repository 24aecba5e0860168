import { and, asc, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import { clients, partnerCompanies, partnerInvoiceLines, partnerInvoices } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/** The caller's company's invoices (they are the company's: every adviser with the invoices module sees them). */
export const createInvoicesRepository = scopedRepository(({ db, scope, tenant }) => {
  const ofCompany = tenant.ofCompany(partnerInvoices);
  return {
    /** Newest month first; a year narrows it. */
    async list(year?: number) {
      return db
        .select()
        .from(partnerInvoices)
        .where(and(ofCompany, year ? like(partnerInvoices.month, `${year}-%`) : undefined))
        .orderBy(desc(partnerInvoices.month));
    },

    async find(id: number) {
      const [invoice] = await db
        .select()
        .from(partnerInvoices)
        .where(and(eq(partnerInvoices.id, id), ofCompany));
      if (!invoice) return null;
      const lines = await db
        .select()
        .from(partnerInvoiceLines)
        .where(eq(partnerInvoiceLines.invoiceId, invoice.id))
        .orderBy(asc(partnerInvoiceLines.clientName), asc(partnerInvoiceLines.kind), asc(partnerInvoiceLines.id));
      return { invoice, lines };
    },

    async hasMonth(month: string): Promise<boolean> {
      const [row] = await db
        .select({ id: partnerInvoices.id })
        .from(partnerInvoices)
        .where(and(ofCompany, eq(partnerInvoices.month, month)));
      return Boolean(row);
    },

    /** The fees per month from `from` to `to` (both `YYYY-MM`), of the months with an invoice. */
    async feesByMonth(from: string, to: string) {
      return db
        .select({ month: partnerInvoices.month, finders: partnerInvoices.findersFees, recurring: partnerInvoices.recurringFees })
        .from(partnerInvoices)
        .where(and(ofCompany, gte(partnerInvoices.month, from), lte(partnerInvoices.month, to)));
    },

    /** The caller's company: the creditor of its invoices. */
    async company() {
      const [company] = await db.select().from(partnerCompanies).where(eq(partnerCompanies.id, scope.companyId));
      return company ?? null;
    },

    /** A client of the company (in the caller's scope) with the fee lines the company received for it in a year. */
    async compensationOf(clientId: number, year: number) {
      const [client] = await db
        .select()
        .from(clients)
        .where(and(eq(clients.id, clientId), tenant.inScope(clients)));
      if (!client) return null;
      const lines = await db
        .select({
          month: partnerInvoices.month,
          number: partnerInvoices.number,
          kind: partnerInvoiceLines.kind,
          basis: partnerInvoiceLines.basis,
          rate: partnerInvoiceLines.rate,
          amount: partnerInvoiceLines.amount,
        })
        .from(partnerInvoiceLines)
        .innerJoin(partnerInvoices, eq(partnerInvoices.id, partnerInvoiceLines.invoiceId))
        .where(and(eq(partnerInvoiceLines.clientId, client.id), ofCompany, sql`${partnerInvoices.month} LIKE ${`${year}-%`}`))
        .orderBy(asc(partnerInvoices.month), asc(partnerInvoiceLines.kind));
      return { client, lines };
    },
  };
});
