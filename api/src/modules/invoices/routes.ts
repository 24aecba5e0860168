import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientIdParamsSchema,
  compensationStatementQuerySchema,
  documentIdParamsSchema,
  feeHistoryQuerySchema,
  feeHistoryResponseSchema,
  nextExpectedInvoiceDateResponseSchema,
  partnerInvoiceResponseSchema,
  partnerInvoicesQuerySchema,
  partnerInvoicesResponseSchema,
  type InvoiceStatus,
  type PartnerInvoice,
} from '@portal/shared/contracts';
import type { Repositories } from '../../plugins/repositories';
import { contentDisposition } from '../../lib/file-store';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { nextExpectedInvoiceDate } from './dates';
import { addMonths } from '../../lib/dates';
import { monthOf } from './fees';
import { clientLocale, invoiceFileName, renderCompensationStatementPdf, renderInvoicePdf } from './pdf';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['invoices'];
const pdfFileSchema = z.unknown().describe('The file, application/pdf');

type PartnerInvoiceRow = Awaited<ReturnType<ReturnType<Repositories['invoices']>['list']>>[number];

function statusOf(invoice: PartnerInvoiceRow, today: string): InvoiceStatus {
  if (invoice.paidAt) return 'paid';
  return invoice.dueOn < today ? 'overdue' : 'open';
}

function toInvoice(invoice: PartnerInvoiceRow, today: string): PartnerInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    month: invoice.month,
    issued_on: invoice.issuedOn,
    due_on: invoice.dueOn,
    currency: 'CHF',
    finders_fees: Number(invoice.findersFees),
    recurring_fees: Number(invoice.recurringFees),
    subtotal: Number(invoice.subtotal),
    vat_rate: Number(invoice.vatRate),
    vat: Number(invoice.vat),
    total: Number(invoice.total),
    status: statusOf(invoice, today),
    paid_at: invoice.paidAt?.toISOString() ?? null,
    file_name: invoiceFileName(invoice),
  };
}

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('invoices'));
  const today = () => app.now().toISOString().slice(0, 10);

  async function nextDate(repo: ReturnType<Repositories['invoices']>) {
    const now = app.now();
    return nextExpectedInvoiceDate(now, await repo.hasMonth(monthOf(now)));
  }

  app.get(
    '/partner_invoices',
    {
      schema: {
        tags,
        security,
        summary: "The company's invoices by month, newest first, and the date the next one is expected",
        operationId: 'listPartnerInvoices',
        querystring: partnerInvoicesQuerySchema,
        response: { 200: partnerInvoicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.invoices(request.scope);
      const rows = await repo.list(request.query.year);
      return { documents: rows.map((row) => toInvoice(row, today())), next_expected_invoice_date: await nextDate(repo) };
    },
  );

  app.get(
    '/partner_invoices/next_expected_invoice_date',
    {
      schema: {
        tags,
        security,
        summary: 'The day the next invoice is expected (fees are issued at month end)',
        operationId: 'getNextExpectedInvoiceDate',
        response: { 200: nextExpectedInvoiceDateResponseSchema, ...errors },
      },
    },
    async (request) => ({ next_expected_invoice_date: await nextDate(app.repos.invoices(request.scope)) }),
  );

  app.get(
    '/partner_invoices/fees',
    {
      schema: {
        tags,
        security,
        summary: 'Finders and recurring fees per month over the last months (24 by default), oldest first',
        operationId: 'getPartnerFeeHistory',
        querystring: feeHistoryQuerySchema,
        response: { 200: feeHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      // the months before the current one (which is invoiced at its end)
      const last = addMonths(monthOf(app.now()), -1);
      const first = addMonths(last, 1 - request.query.months);
      const rows = await app.repos.invoices(request.scope).feesByMonth(first, last);
      const byMonth = new Map(rows.map((row) => [row.month, row]));
      return {
        months: Array.from({ length: request.query.months }, (_, i) => {
          const month = addMonths(first, i);
          const row = byMonth.get(month);
          return { month, finders_fees: Number(row?.finders ?? 0), recurring_fees: Number(row?.recurring ?? 0) };
        }),
      };
    },
  );

  app.get(
    '/partner_invoices/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One invoice with its lines (a line per client and fee kind)',
        operationId: 'getPartnerInvoice',
        params: documentIdParamsSchema,
        response: { 200: partnerInvoiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await app.repos.invoices(request.scope).find(request.params.id);
      if (!found) throw new NotFoundError(t('invoiceNotFound', request.scope.locale));
      return {
        document: {
          ...toInvoice(found.invoice, today()),
          lines: found.lines.map((line) => ({
            client_id: line.clientId,
            client_name: line.clientName,
            kind: line.kind,
            basis: Number(line.basis),
            rate: Number(line.rate),
            amount: Number(line.amount),
          })),
        },
      };
    },
  );

  app.get(
    '/partner_invoices/:id/download',
    {
      schema: {
        tags,
        security,
        summary: 'The invoice as a PDF with its Swiss QR bill, in the language of the request',
        operationId: 'downloadPartnerInvoice',
        params: documentIdParamsSchema,
        response: { 200: pdfFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const repo = app.repos.invoices(request.scope);
      const found = await repo.find(request.params.id);
      const company = found && (await repo.company());
      if (!found || !company) throw new NotFoundError(t('invoiceNotFound', request.scope.locale));
      const pdf = await renderInvoicePdf(found.invoice, found.lines, company, request.scope.locale);
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', pdf.length)
        .header('content-disposition', contentDisposition('attachment', invoiceFileName(found.invoice)))
        .header('cache-control', 'private, no-store');
      return reply.send(Readable.from([pdf]));
    },
  );

  app.get(
    '/clients/:id/compensation_statement',
    {
      schema: {
        tags,
        security,
        summary: "A client's yearly statement of the fees the partner received for it (FinSA Art. 26), in the client's language",
        operationId: 'downloadCompensationStatement',
        params: clientIdParamsSchema,
        querystring: compensationStatementQuerySchema,
        response: { 200: pdfFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const repo = app.repos.invoices(request.scope);
      const found = await repo.compensationOf(request.params.id, request.query.year);
      const company = found && (await repo.company());
      if (!found || !company) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      const locale = clientLocale(found.client);
      const pdf = await renderCompensationStatementPdf(found.client, company, request.query.year, found.lines, locale, app.now());
      const name = `${found.client.lastName}-${found.client.firstName}-${request.query.year}.pdf`.replace(/\s+/g, '-');
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', pdf.length)
        .header('content-disposition', contentDisposition('attachment', name))
        .header('content-language', locale)
        .header('cache-control', 'private, no-store');
      return reply.send(Readable.from([pdf]));
    },
  );
};

export default invoicesRoutes;
