import type { FastifyInstance } from 'fastify';
import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import type {
  ClientDocument,
  ClientDocumentType,
  Locale,
  PerformancePeriod,
  PortfolioCategory,
  ReferenceCurrency,
  ReportType,
} from '@portal/shared/contracts';
import type { ClientRow } from '../../db/schema';
import { custodianName, label, serviceDisplayName } from '../../lib/client-labels';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { isValidIban } from '../../lib/pdf';
import type { RequestScope } from '../../plugins/scope';
import { onboardingSteps } from '../clients';
import { monthlyReturns, periodBase, seriesOf } from '../client-overview';
import { allocate, periodFigures } from './figures';
import { inflowsWorkbook } from './inflows';
import { meetingPackPdf, paymentSlipPdf, profilePdf, signTemplatePdf, statementPdf, taxStatementPdf } from './pdfs';
import type { MeetingPackData, StatementData, StatementService, TaxLine } from './pdfs';
import { docTexts } from './texts';

const categories: PortfolioCategory[] = ['asset_class', 'currency', 'region'];

/** The QR reference of a payment into a client's service: 26 digits (client, service) and the mod-10 check digit. */
export function qrReferenceOf(clientId: number, serviceId: number): string {
  const payload = `${String(clientId).padStart(13, '0')}${String(serviceId).padStart(13, '0')}`;
  return `${payload}${calculateQRReferenceChecksum(payload)}`;
}

type ServiceRows = Awaited<ReturnType<ReturnType<FastifyInstance['repos']['clientDocuments']>['services']>>;

/** The services with their value (CHF) on `date` and their allocation; `ownCustodianName` names the client's own bank. */
async function servicesOn(
  app: FastifyInstance,
  scope: RequestScope,
  rows: ServiceRows,
  date: string,
  locale: Locale,
  ownCustodianName: string | null,
) {
  const repo = app.repos.clientDocuments(scope);
  const values = new Map(
    (
      await repo.valuesOn(
        rows.map((row) => row.service.id),
        date,
      )
    ).map((v) => [v.serviceId, Number(v.value)]),
  );
  return rows.map((row) => ({
    row,
    statement: {
      id: row.service.id,
      name: serviceDisplayName(row.service.name, row.service.kind, locale),
      kind: row.service.kind,
      strategy: row.strategy ? (row.strategy.localizedNames[locale] ?? row.strategy.name) : null,
      custodian: row.custodian ? custodianName(row.custodian, ownCustodianName, locale) : null,
      value: values.get(row.service.id) ?? 0,
    } satisfies StatementService,
  }));
}

function allocationOf(services: { row: ServiceRows[number]; statement: StatementService }[]) {
  const holdings = services.map((s) => ({ value: s.statement.value, allocation: s.row.strategy?.allocation }));
  return Object.fromEntries(categories.map((category) => [category, allocate(holdings, category)])) as StatementData['allocation'];
}

/** The last day with values of the services (their own series), or null before the first. */
function lastDay(valuations: { date: string }[]): string | null {
  return valuations[valuations.length - 1]?.date ?? null;
}

/**
 * Everything a wealth statement shows for the client's services (one, or all) in the period after `baseDate` up to
 * `endDate`; null when the client or the service is not in the scope.
 */
export async function loadStatement(
  app: FastifyInstance,
  scope: RequestScope,
  options: {
    clientId: number;
    serviceId?: number;
    period: PerformancePeriod | { from: string | null; to: string };
    locale: Locale;
    title: string;
    long: boolean;
  },
): Promise<StatementData | null> {
  const repo = app.repos.clientDocuments(scope);
  const clientsRepo = app.repos.clients(scope);
  const client = await repo.client(options.clientId);
  if (!client) return null;
  const rows = await repo.services(options.clientId, options.serviceId);
  if (options.serviceId !== undefined && rows.length === 0) return null;
  const ids = rows.map((row) => row.service.id);
  const { valuations, flows } = await seriesOf(clientsRepo, ids, 'CHF');
  let baseDate: string | null;
  let endDate: string;
  if (typeof options.period === 'string') {
    endDate = lastDay(valuations) ?? app.now().toISOString().slice(0, 10);
    baseDate = periodBase(options.period, endDate);
  } else {
    ({ from: baseDate, to: endDate } = options.period);
  }
  const figures = periodFigures(valuations, flows, baseDate, endDate);
  const services = await servicesOn(app, scope, rows, endDate, options.locale, client.ownCustodianName);
  const cash = await repo.flowsBetween(ids, baseDate, endDate);
  const transactions = await repo.transactionsBetween(ids, baseDate, endDate, 300);
  const found = await clientsRepo.findById(options.clientId);
  const inPeriod = valuations.filter((v) => v.date <= endDate && (baseDate === null || v.date > baseDate));
  return {
    client,
    title: options.title,
    services: services.map((s) => s.statement),
    allocation: allocationOf(services),
    figures,
    monthly: monthlyReturns(
      inPeriod,
      flows.filter((f) => f.date <= endDate && (baseDate === null || f.date > baseDate)),
    ),
    transactions: transactions.map((t) => ({
      date: t.date,
      kind: t.kind,
      description: t.description,
      amount: Number(t.amount),
      currency: t.currency,
    })),
    feesCharged: Math.abs(cash.filter((c) => c.kind === 'fee').reduce((sum, c) => sum + Number(c.amount), 0)),
    feeStructure: found?.hasFeeStructure
      ? {
          findersFee: found.findersFee === null ? null : Number(found.findersFee),
          recurringFee: found.recurringFee === null ? null : Number(found.recurringFee),
        }
      : null,
    long: options.long,
  };
}

export const reportTitle = (type: ReportType, locale: Locale) =>
  label(type === 'long_wealth_statement' ? docTexts.longWealthStatement : docTexts.shortWealthStatement, locale);

/** The complete calendar years with values (the current year of the last valuation is not complete yet). */
export async function statementYears(app: FastifyInstance, scope: RequestScope, clientId: number): Promise<number[]> {
  const years = await app.repos.clientDocuments(scope).valuationYears(clientId);
  const current = app.now().getUTCFullYear();
  return years.filter((year) => year < current).reverse();
}

/** The tax statement lines of a year: value at year end, deposits, withdrawals, fees and 3a contributions per service. */
export async function taxLines(
  app: FastifyInstance,
  scope: RequestScope,
  clientId: number,
  year: number,
  locale: Locale,
): Promise<TaxLine[]> {
  const repo = app.repos.clientDocuments(scope);
  const [client, rows] = await Promise.all([repo.client(clientId), repo.services(clientId)]);
  const ids = rows.map((row) => row.service.id);
  const services = await servicesOn(app, scope, rows, `${year}-12-31`, locale, client?.ownCustodianName ?? null);
  const flows = await repo.flowsBetween(ids, `${year - 1}-12-31`, `${year}-12-31`);
  const contributions = await repo.contributions(ids, year);
  const sum = (serviceId: number, kind: string) =>
    Math.abs(flows.filter((f) => f.serviceId === serviceId && f.kind === kind).reduce((total, f) => total + Number(f.amount), 0));
  return services
    .filter((s) => s.statement.value !== 0 || flows.some((f) => f.serviceId === s.statement.id))
    .map((s) => ({
      name: s.statement.name,
      kind: s.statement.kind,
      custodian: s.statement.custodian,
      value: s.statement.value,
      deposits: sum(s.statement.id, 'deposit'),
      withdrawals: sum(s.statement.id, 'withdrawal'),
      fees: sum(s.statement.id, 'fee'),
      contributions: contributions.filter((c) => c.serviceId === s.statement.id).reduce((total, c) => total + Number(c.amount), 0),
    }));
}

/** The meeting pack's data: overview, last 12 months and since inception, allocation, recent transactions, open steps. */
export async function loadMeetingPack(
  app: FastifyInstance,
  scope: RequestScope,
  clientId: number,
  locale: Locale,
): Promise<MeetingPackData | null> {
  const year = await loadStatement(app, scope, { clientId, period: '1y', locale, title: '', long: false });
  const max = await loadStatement(app, scope, { clientId, period: 'max', locale, title: '', long: false });
  const found = await app.repos.clients(scope).findById(clientId);
  if (!year || !max || !found) return null;
  const custodians = await app.repos.clients(scope).custodiansByCode(found.client.custodianBanks);
  const steps = onboardingSteps(found.client, {
    custodians,
    hasFindersFee: found.findersFee !== null,
    adviserFidlegCertified: scope.fidlegCertified,
    suggestedServices: found.suggestedServices,
  });
  return {
    client: year.client,
    services: year.services,
    allocation: year.allocation,
    monthly: year.monthly,
    transactions: max.transactions.slice(0, 12),
    adviser: found.adviserId === null ? null : [found.adviserFirstName, found.adviserLastName].filter(Boolean).join(' '),
    lastYear: year.figures,
    sinceStart: max.figures,
    openSteps: steps.filter((step) => step.state !== 'completed'),
  };
}

// ---- the files of a client, as the routes send them (routes.ts looks the client up in the scope first) ----

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file made for a client: its content, type and name, and what the client's audit log says was read. */
export type ClientFile = { body: Buffer; type: string; name: string; audit: Record<string, unknown> };

const docMeta = (app: FastifyInstance, locale: Locale) => ({ locale, createdAt: app.now(), author: 'Partner Portal' });

/** The client's name as a file name takes it: `muster-anna`. */
export const slug = (client: Pick<ClientRow, 'firstName' | 'lastName'>) =>
  `${client.lastName}-${client.firstName}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .toLowerCase();

/** The client's documents: the two profiles (available once filled) and a tax and a wealth statement per complete year. */
export async function documentsOf(app: FastifyInstance, scope: RequestScope, client: ClientRow): Promise<ClientDocument[]> {
  const years = await statementYears(app, scope, client.id);
  return [
    { type: 'regulatory_profile', year: null, available: client.kycFilled },
    { type: 'investor_profile', year: null, available: client.investorProfileFilled },
    ...years.map((year) => ({ type: 'tax_statement' as const, year, available: true })),
    ...years.map((year) => ({ type: 'wealth_statement' as const, year, available: true })),
  ];
}

/** Makes one document of the client; 404 when it is not available (a questionnaire not filled, a year without values). */
export async function documentPdf(
  app: FastifyInstance,
  scope: RequestScope,
  client: ClientRow,
  type: ClientDocumentType,
  year: number | undefined,
  locale: Locale,
): Promise<ClientFile> {
  const notAvailable = () => new NotFoundError(t('documentNotAvailable', scope.locale));
  const audit = { what: 'document', type, ...(year === undefined ? {} : { year }) };
  if (type === 'regulatory_profile' || type === 'investor_profile') {
    if (!(type === 'regulatory_profile' ? client.kycFilled : client.investorProfileFilled)) throw notAvailable();
    const title = label(type === 'regulatory_profile' ? docTexts.regulatoryProfile : docTexts.investorProfile, locale);
    return { body: await profilePdf(type, client, docMeta(app, locale)), type: PDF, name: `${title}-${slug(client)}.pdf`, audit };
  }
  if (year === undefined || !(await statementYears(app, scope, client.id)).includes(year)) throw notAvailable();
  if (type === 'tax_statement') {
    const lines = await taxLines(app, scope, client.id, year, locale);
    return {
      body: await taxStatementPdf(client, year, lines, docMeta(app, locale)),
      type: PDF,
      name: `${label(docTexts.taxStatement, locale)}-${year}-${slug(client)}.pdf`,
      audit,
    };
  }
  const title = `${label(docTexts.wealthStatement, locale)} ${year}`;
  const data = await loadStatement(app, scope, {
    clientId: client.id,
    period: { from: `${year - 1}-12-31`, to: `${year}-12-31` },
    locale,
    title,
    long: false,
  });
  if (!data) throw notAvailable();
  return {
    body: await statementPdf(data, docMeta(app, locale)),
    type: PDF,
    name: `${label(docTexts.wealthStatement, locale)}-${year}-${slug(client)}.pdf`,
    audit,
  };
}

/** The power of attorney for the client's custom custodians, to print and sign; 404 when the client chose none. */
export async function signTemplateFile(app: FastifyInstance, scope: RequestScope, client: ClientRow, locale: Locale): Promise<ClientFile> {
  const repo = app.repos.clientDocuments(scope);
  const [custodians, company] = await Promise.all([repo.customCustodians(client.custodianBanks), repo.company()]);
  if (custodians.length === 0 || !company) throw new NotFoundError(t('documentNotAvailable', scope.locale));
  return {
    body: await signTemplatePdf({ client, custodians, company }, { ...docMeta(app, locale), author: company.name }),
    type: PDF,
    name: `${label(docTexts.powerOfAttorney, locale)}-${slug(client)}.pdf`,
    audit: { what: 'sign_document_template' },
  };
}

/** A service of the client in the scope, or a 404. */
export async function serviceOf(app: FastifyInstance, scope: RequestScope, clientId: number, serviceId: number) {
  const [row] = await app.repos.clientDocuments(scope).services(clientId, serviceId);
  if (!row) throw new NotFoundError(t('serviceNotFound', scope.locale));
  return row;
}

/** A Swiss QR-bill to pay into the client's service at its custodian; 404 when the custodian has no usable QR-IBAN and address. */
export async function paymentSlipFile(
  app: FastifyInstance,
  scope: RequestScope,
  client: ClientRow,
  accountId: number,
  locale: Locale,
): Promise<ClientFile> {
  const account = await serviceOf(app, scope, client.id, accountId);
  const custodian = account.custodian;
  if (!custodian?.qrIban || !isValidIban(custodian.qrIban) || !custodian.street || !custodian.zip || !custodian.city) {
    throw new NotFoundError(t('documentNotAvailable', scope.locale));
  }
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
  const body = await paymentSlipPdf(
    {
      client,
      serviceName: account.service.name
        ? serviceDisplayName(account.service.name, account.service.kind, locale)
        : label(docTexts.account, locale),
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
      reference: qrReferenceOf(client.id, accountId),
    },
    docMeta(app, locale),
  );
  return {
    body,
    type: PDF,
    name: `${label(docTexts.paymentSlip, locale)}-${slug(client)}-${accountId}.pdf`,
    audit: { what: 'payment_slip', service_id: accountId },
  };
}

/** The one-click meeting pack of the client (PDF). */
export async function meetingPackFile(app: FastifyInstance, scope: RequestScope, client: ClientRow, locale: Locale): Promise<ClientFile> {
  const data = await loadMeetingPack(app, scope, client.id, locale);
  if (!data) throw new NotFoundError(t('clientNotFound', scope.locale));
  return {
    body: await meetingPackPdf(data, docMeta(app, locale)),
    type: PDF,
    name: `${label(docTexts.meetingPack, locale)}-${slug(client)}.pdf`,
    audit: { what: 'meeting_pack' },
  };
}

/** The inflows of the client's services (one, or all) as an Excel workbook. */
export async function inflowsFile(
  app: FastifyInstance,
  scope: RequestScope,
  client: ClientRow,
  serviceId: number | undefined,
  locale: Locale,
): Promise<ClientFile> {
  const repo = app.repos.clientDocuments(scope);
  const rows = await repo.services(client.id, serviceId);
  if (serviceId !== undefined && rows.length === 0) throw new NotFoundError(t('serviceNotFound', scope.locale));
  const flows = await repo.flowsBetween(
    rows.map((row) => row.service.id),
    null,
    '9999-12-31',
  );
  const services = rows.map((row) => ({
    name: row.service.name ?? row.service.kind,
    flows: flows.filter((f) => f.serviceId === row.service.id).map((f) => ({ date: f.date, kind: f.kind, amount: Number(f.amount) })),
  }));
  return {
    body: await inflowsWorkbook(services, locale),
    type: XLSX,
    name: serviceId === undefined ? `inflows-${client.id}.xlsx` : `inflows-${client.id}-${serviceId}.xlsx`,
    audit: serviceId === undefined ? { what: 'inflows' } : { what: 'inflows', service_id: serviceId },
  };
}

/** A service's holdings by asset class, currency or region, in the currency asked for. */
export async function portfolioOverview(
  app: FastifyInstance,
  scope: RequestScope,
  clientId: number,
  serviceId: number,
  currency: ReferenceCurrency,
  category: PortfolioCategory,
) {
  const row = await serviceOf(app, scope, clientId, serviceId);
  const [last] = await app.repos.clientDocuments(scope).valuesOn([serviceId], '9999-12-31');
  const convert = last ? await app.repos.clients(scope).converter(currency, last.date, last.date) : null;
  const value = last && convert ? convert(Number(last.value), last.date) : 0;
  const { total, slices } = allocate([{ value, allocation: row.strategy?.allocation }], category);
  return { category, currency, valuation_date: last?.date ?? null, total_value: total, slices };
}

/** A report row as the API writes it. */
export const reportJson = (row: {
  id: number;
  serviceId: number;
  type: ReportType;
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

/** A ready report of the client; 404 for none, 409 while it is being made. */
export async function readyReportFile(app: FastifyInstance, scope: RequestScope, client: ClientRow, reportId: number): Promise<ClientFile> {
  const report = await app.repos.clientDocuments(scope).report(client.id, reportId);
  if (!report) throw new NotFoundError(t('reportNotFound', scope.locale));
  if (report.status !== 'ready' || !report.pdf) throw new ConflictError(t('reportNotReady', scope.locale));
  return {
    body: report.pdf,
    type: PDF,
    name: `${reportTitle(report.type, report.locale)}-${slug(client)}-${report.id}.pdf`,
    audit: { what: 'report', report_id: reportId },
  };
}
