import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankAccountParamsSchema,
  clientDocumentQuerySchema,
  clientDocumentsResponseSchema,
  clientIdParamsSchema,
  clientServiceParamsSchema,
  generateReportBodySchema,
  localeQuerySchema,
  portfolioOverviewQuerySchema,
  portfolioOverviewResponseSchema,
  reportParamsSchema,
  reportResponseSchema,
  reportsResponseSchema,
  statementDocumentsResponseSchema,
  type ClientDocument,
  type ClientDocumentType,
  type Locale,
} from '@portal/shared/contracts';
import type { ClientRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { custodianName, label, localeOfClient, serviceDisplayName } from '../../lib/client-labels';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { sendAttachment } from '../../lib/file-store';
import { isValidIban } from '../../lib/pdf';
import { allocate } from './figures';
import { inflowsWorkbook } from './inflows';
import { meetingPackPdf, paymentSlipPdf, profilePdf, signTemplatePdf, statementPdf, taxStatementPdf } from './pdfs';
import { loadMeetingPack, loadStatement, qrReferenceOf, statementYears, taxLines } from './service';
import { docTexts } from './texts';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 409, 422);
const file = z.any().describe('the file');
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const docMeta = (locale: Locale) => ({ locale, createdAt: new Date(), author: 'Partner Portal' });

const slug = (client: Pick<ClientRow, 'firstName' | 'lastName'>) =>
  `${client.lastName}-${client.firstName}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .toLowerCase();

/**
 * The client's documents (profiles, tax and wealth statements, payment slips, meeting pack), the portfolio overview
 * by category, the inflows and the wealth-statement reports. Every PDF is made from the client's stored data when
 * asked for; every read is in the client's audit log; a client or service outside the scope is 404.
 */
const clientDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  const tags = ['client documents'];

  async function clientOf(request: FastifyRequest, id: number) {
    const client = await app.repos.clientDocuments(request.scope).client(id);
    if (!client) throw new NotFoundError(t('clientNotFound', request.scope.locale));
    return client;
  }

  async function documentsOf(request: FastifyRequest, client: ClientRow): Promise<ClientDocument[]> {
    const years = await statementYears(app, request.scope, client.id);
    return [
      { type: 'regulatory_profile', year: null, available: client.kycFilled },
      { type: 'investor_profile', year: null, available: client.investorProfileFilled },
      ...years.map((year) => ({ type: 'tax_statement' as const, year, available: true })),
      ...years.map((year) => ({ type: 'wealth_statement' as const, year, available: true })),
    ];
  }

  /** Makes one document of the client; 404 when it is not available (a questionnaire not filled, a year without values). */
  async function documentPdf(
    request: FastifyRequest,
    client: ClientRow,
    type: ClientDocumentType,
    year: number | undefined,
    locale: Locale,
  ) {
    const notAvailable = () => new NotFoundError(t('documentNotAvailable', request.scope.locale));
    if (type === 'regulatory_profile' || type === 'investor_profile') {
      if (!(type === 'regulatory_profile' ? client.kycFilled : client.investorProfileFilled)) throw notAvailable();
      const title = label(type === 'regulatory_profile' ? docTexts.regulatoryProfile : docTexts.investorProfile, locale);
      return { body: await profilePdf(type, client, docMeta(locale)), name: `${title}-${slug(client)}.pdf` };
    }
    if (year === undefined || !(await statementYears(app, request.scope, client.id)).includes(year)) throw notAvailable();
    if (type === 'tax_statement') {
      const lines = await taxLines(app, request.scope, client.id, year, locale);
      return {
        body: await taxStatementPdf(client, year, lines, docMeta(locale)),
        name: `${label(docTexts.taxStatement, locale)}-${year}-${slug(client)}.pdf`,
      };
    }
    const title = `${label(docTexts.wealthStatement, locale)} ${year}`;
    const data = await loadStatement(app, request.scope, {
      clientId: client.id,
      period: { from: `${year - 1}-12-31`, to: `${year}-12-31` },
      locale,
      title,
      long: false,
    });
    if (!data) throw notAvailable();
    return {
      body: await statementPdf(data, docMeta(locale)),
      name: `${label(docTexts.wealthStatement, locale)}-${year}-${slug(client)}.pdf`,
    };
  }

  app.get(
    '/clients/:id/documents',
    {
      schema: {
        summary: 'The client’s documents and the accounts with a payment slip',
        operationId: 'listClientDocuments',
        tags,
        security,
        params: clientIdParamsSchema,
        response: { 200: clientDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const client = await clientOf(request, request.params.id);
      const services = await app.repos.clientDocuments(request.scope).services(client.id);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: client.id, details: { what: 'documents' } });
      return {
        documents: await documentsOf(request, client),
        bank_accounts: services.map((row) => ({
          id: row.service.id,
          name: row.service.name,
          kind: row.service.kind,
          custodian: row.custodian ? custodianName(row.custodian, client.ownCustodianName, request.scope.locale) : null,
          payment_slip: Boolean(row.custodian?.qrIban),
        })),
      };
    },
  );

  for (const type of ['tax_statement', 'wealth_statement'] as const) {
    app.get(
      `/clients/:id/${type}_documents`,
      {
        schema: {
          summary: `The client’s ${type.replace('_', ' ')}s, one per complete year`,
          operationId: type === 'tax_statement' ? 'listTaxStatements' : 'listWealthStatements',
          tags,
          security,
          params: clientIdParamsSchema,
          response: { 200: statementDocumentsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const client = await clientOf(request, request.params.id);
        await audit(app.db, request, { action: 'read', entity: 'client', entityId: client.id, details: { what: 'documents' } });
        return { documents: (await documentsOf(request, client)).filter((doc) => doc.type === type) };
      },
    );
  }

  for (const type of ['regulatory_profile', 'investor_profile'] as const) {
    app.get(
      `/clients/:id/${type}_document`,
      {
        schema: {
          summary: `The client’s ${type.replace('_', ' ')} as a PDF (when the questionnaire is filled)`,
          operationId: type === 'regulatory_profile' ? 'getRegulatoryProfileDocument' : 'getInvestorProfileDocument',
          tags,
          security,
          produces: [PDF],
          params: clientIdParamsSchema,
          querystring: localeQuerySchema,
          response: { 200: file, ...errors },
        },
      },
      async (request, reply) => {
        const client = await clientOf(request, request.params.id);
        const locale = request.query.locale ?? request.scope.locale;
        const { body, name } = await documentPdf(request, client, type, undefined, locale);
        await audit(app.db, request, { action: 'read', entity: 'client', entityId: client.id, details: { what: 'document', type } });
        return sendAttachment(reply, body, PDF, name);
      },
    );
  }

  app.get(
    '/client_document/:id',
    {
      schema: {
        summary: 'One of the client’s documents by type (and year for the statements), as a PDF',
        operationId: 'getClientDocument',
        tags,
        security,
        produces: [PDF],
        params: clientIdParamsSchema,
        querystring: clientDocumentQuerySchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const client = await clientOf(request, request.params.id);
      const { type, year } = request.query;
      const locale = request.query.locale ?? request.scope.locale;
      const { body, name } = await documentPdf(request, client, type, year, locale);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: client.id, details: { what: 'document', type, year } });
      return sendAttachment(reply, body, PDF, name);
    },
  );

  app.get(
    '/clients/:id/custom_custodian_sign_document_template',
    {
      schema: {
        summary: 'The power of attorney for the custom custodian the client chose, to print and sign (a PDF)',
        description:
          'Made from the client’s data, the custom custodians among its banks and the partner company, in the client’s language unless `locale` is given. 404 when the client chose no custom custodian.',
        operationId: 'getCustomCustodianSignDocumentTemplate',
        tags,
        security,
        produces: [PDF],
        params: clientIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const client = await clientOf(request, request.params.id);
      const repo = app.repos.clientDocuments(request.scope);
      const [custodians, company] = await Promise.all([repo.customCustodians(client.custodianBanks), repo.company()]);
      if (custodians.length === 0 || !company) throw new NotFoundError(t('documentNotAvailable', request.scope.locale));
      const locale = request.query.locale ?? localeOfClient(client.preferredLanguage);
      const body = await signTemplatePdf({ client, custodians, company }, { ...docMeta(locale), author: company.name });
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: client.id, details: { what: 'sign_document_template' } });
      return sendAttachment(reply, body, PDF, `${label(docTexts.powerOfAttorney, locale)}-${slug(client)}.pdf`);
    },
  );

  app.get(
    '/clients/:id/bank_account/:accountId/payment_slip',
    {
      schema: {
        summary: 'A Swiss QR-bill to pay into the client’s account (service) at its custodian',
        operationId: 'getPaymentSlip',
        tags,
        security,
        produces: [PDF],
        params: bankAccountParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { id, accountId } = request.params;
      const client = await clientOf(request, id);
      const [account] = await app.repos.clientDocuments(request.scope).services(id, accountId);
      if (!account) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      const custodian = account.custodian;
      if (!custodian?.qrIban || !isValidIban(custodian.qrIban) || !custodian.street || !custodian.zip || !custodian.city) {
        throw new NotFoundError(t('documentNotAvailable', request.scope.locale));
      }
      const locale = request.query.locale ?? localeOfClient(client.preferredLanguage);
      const debtor =
        client.street && client.zip && client.city
          ? {
              name: [client.firstName, client.lastName].join(' '),
              street: client.street,
              buildingNumber: client.houseNumber,
              zip: client.zip,
              city: client.city,
              country: (client.country ?? 'CH').slice(0, 2).toUpperCase(),
            }
          : undefined;
      const serviceName = account.service.name
        ? serviceDisplayName(account.service.name, account.service.kind, locale)
        : label(docTexts.account, locale);
      const body = await paymentSlipPdf(
        {
          client,
          serviceName,
          custodian: {
            name: custodian.name,
            street: custodian.street,
            buildingNumber: custodian.buildingNumber,
            zip: custodian.zip,
            city: custodian.city,
            country: custodian.country ?? 'CH',
            iban: custodian.qrIban,
          },
          debtor,
          reference: qrReferenceOf(id, accountId),
        },
        docMeta(locale),
      );
      await audit(app.db, request, {
        action: 'read',
        entity: 'client',
        entityId: id,
        details: { what: 'payment_slip', service_id: accountId },
      });
      return sendAttachment(reply, body, PDF, `${label(docTexts.paymentSlip, locale)}-${slug(client)}-${accountId}.pdf`);
    },
  );

  app.get(
    '/clients/:id/meeting_pack',
    {
      schema: {
        summary: 'The one-click meeting pack: overview, performance, allocation, recent transactions, open steps (PDF)',
        operationId: 'getMeetingPack',
        tags,
        security,
        produces: [PDF],
        params: clientIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const client = await clientOf(request, request.params.id);
      // the client's preferred language: the pack is for the meeting with the client
      const locale = request.query.locale ?? localeOfClient(client.preferredLanguage);
      const data = await loadMeetingPack(app, request.scope, client.id, locale);
      if (!data) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      const body = await meetingPackPdf(data, docMeta(locale));
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: client.id, details: { what: 'meeting_pack' } });
      return sendAttachment(reply, body, PDF, `${label(docTexts.meetingPack, locale)}-${slug(client)}.pdf`);
    },
  );

  // ---- client overview: portfolio, inflows, reports ----

  app.get(
    '/client_overview/:id/portfolio_overview/:serviceId',
    {
      schema: {
        summary: 'A service’s holdings by asset class, currency or region',
        operationId: 'getPortfolioOverview',
        tags: ['client overview'],
        security,
        params: clientServiceParamsSchema,
        querystring: portfolioOverviewQuerySchema,
        response: { 200: portfolioOverviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, serviceId } = request.params;
      await clientOf(request, id);
      const repo = app.repos.clientDocuments(request.scope);
      const [row] = await repo.services(id, serviceId);
      if (!row) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      const currency = request.query.requested_currency ?? request.user.referenceCurrency;
      const [last] = await repo.valuesOn([serviceId], '9999-12-31');
      const convert = last ? await app.repos.clients(request.scope).converter(currency, last.date, last.date) : null;
      const value = last && convert ? convert(Number(last.value), last.date) : 0;
      const { total, slices } = allocate([{ value, allocation: row.strategy?.allocation }], request.query.filter_category);
      await audit(app.db, request, {
        action: 'read',
        entity: 'client',
        entityId: id,
        details: { what: 'portfolio', service_id: serviceId },
      });
      return { category: request.query.filter_category, currency, valuation_date: last?.date ?? null, total_value: total, slices };
    },
  );

  async function inflowServices(request: FastifyRequest, id: number, serviceId?: number) {
    await clientOf(request, id);
    const repo = app.repos.clientDocuments(request.scope);
    const rows = await repo.services(id, serviceId);
    if (serviceId !== undefined && rows.length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
    const flows = await repo.flowsBetween(
      rows.map((row) => row.service.id),
      null,
      '9999-12-31',
    );
    return rows.map((row) => ({
      name: row.service.name ?? row.service.kind,
      flows: flows.filter((f) => f.serviceId === row.service.id).map((f) => ({ date: f.date, kind: f.kind, amount: Number(f.amount) })),
    }));
  }

  app.get(
    '/client_overview/:id/inflows/:serviceId',
    {
      schema: {
        summary: 'A service’s inflows (deposits, withdrawals, fees by month and each one) as an Excel workbook',
        operationId: 'getServiceInflows',
        tags: ['client overview'],
        security,
        produces: [XLSX],
        params: clientServiceParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { id, serviceId } = request.params;
      // the inflow locale defaults to en (docs/documents.md)
      const locale = request.query.locale ?? 'en';
      const services = await inflowServices(request, id, serviceId);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'inflows', service_id: serviceId } });
      return sendAttachment(reply, await inflowsWorkbook(services, locale), XLSX, `inflows-${id}-${serviceId}.xlsx`);
    },
  );

  app.get(
    '/client_overview/:id/portfolio_inflows',
    {
      schema: {
        summary: 'The inflows of all the client’s services as an Excel workbook',
        operationId: 'getPortfolioInflows',
        tags: ['client overview'],
        security,
        produces: [XLSX],
        params: clientIdParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const locale = request.query.locale ?? 'en';
      const services = await inflowServices(request, id);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'inflows' } });
      return sendAttachment(reply, await inflowsWorkbook(services, locale), XLSX, `inflows-${id}.xlsx`);
    },
  );

  const reportOut = (row: {
    id: number;
    serviceId: number;
    type: 'short_wealth_statement' | 'long_wealth_statement';
    period: '1m' | '3m' | 'ytd' | '1y' | 'max';
    locale: Locale;
    status: 'in_progress' | 'ready' | 'failed';
    createdAt: Date;
    readyAt: Date | null;
  }) => ({
    id: row.id,
    service_id: row.serviceId,
    type: row.type,
    period: row.period,
    locale: row.locale,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
  });

  app.post(
    '/client_overview/:id/generate_report/:serviceId',
    {
      schema: {
        summary: 'Start a short or long wealth statement of a service (made in the background)',
        operationId: 'generateReport',
        tags: ['client overview'],
        security,
        params: clientServiceParamsSchema,
        querystring: localeQuerySchema,
        body: generateReportBodySchema,
        response: { 202: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, serviceId } = request.params;
      await clientOf(request, id);
      const repo = app.repos.clientDocuments(request.scope);
      if ((await repo.services(id, serviceId)).length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      const report = await repo.createReport({
        clientId: id,
        serviceId,
        type: request.body.type,
        period: request.body.period,
        // the report locale defaults to en (docs/documents.md)
        locale: request.query.locale ?? 'en',
        requestedBy: request.scope.userId,
      });
      if (!report) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      await audit(app.db, request, {
        action: 'create',
        entity: 'client',
        entityId: id,
        details: { what: 'report', report_id: report.id, service_id: serviceId },
      });
      app.reportWorker.kickAfter(reply);
      return reply.status(202).send({ report: reportOut(report) });
    },
  );

  app.get(
    '/client_overview/:id/reports/:serviceId',
    {
      schema: {
        summary: 'The reports of a service with their status (in progress, ready)',
        operationId: 'listReports',
        tags: ['client overview'],
        security,
        params: clientServiceParamsSchema,
        response: { 200: reportsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, serviceId } = request.params;
      await clientOf(request, id);
      const repo = app.repos.clientDocuments(request.scope);
      if ((await repo.services(id, serviceId)).length === 0) throw new NotFoundError(t('serviceNotFound', request.scope.locale));
      return { reports: (await repo.reports(id, serviceId)).map(reportOut) };
    },
  );

  app.get(
    '/client_overview/:id/download_report/:reportId',
    {
      schema: {
        summary: 'A ready report as a PDF',
        operationId: 'downloadReport',
        tags: ['client overview'],
        security,
        produces: [PDF],
        params: reportParamsSchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      const { id, reportId } = request.params;
      const client = await clientOf(request, id);
      const report = await app.repos.clientDocuments(request.scope).report(id, reportId);
      if (!report) throw new NotFoundError(t('reportNotFound', request.scope.locale));
      if (report.status !== 'ready' || !report.pdf) throw new ConflictError(t('reportNotReady', request.scope.locale));
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'report', report_id: reportId } });
      const title = label(
        report.type === 'long_wealth_statement' ? docTexts.longWealthStatement : docTexts.shortWealthStatement,
        report.locale,
      );
      return sendAttachment(reply, report.pdf, PDF, `${title}-${slug(client)}-${report.id}.pdf`);
    },
  );
};

export default clientDocumentsRoutes;
