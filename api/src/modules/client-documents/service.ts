import type { FastifyInstance } from 'fastify';
import { calculateQRReferenceChecksum } from 'swissqrbill/utils';
import type { Locale, PerformancePeriod, PortfolioCategory, ReportType } from '@portal/shared/contracts';
import { custodianName, label, serviceDisplayName } from '../../lib/client-labels';
import type { RequestScope } from '../../plugins/scope';
import { onboardingSteps } from '../clients/onboarding';
import { seriesOf } from '../client-overview/routes';
import { monthlyReturns, periodBase } from '../client-overview/performance';
import { allocate, periodFigures } from './figures';
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
    endDate = lastDay(valuations) ?? new Date().toISOString().slice(0, 10);
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
  const current = new Date().getUTCFullYear();
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
