import type {
  ClientDevicesResponse,
  ClientServicesResponse,
  Locale,
  PerformancePeriod,
  PerformanceResponse,
  ReferenceCurrency,
} from '@portal/shared/contracts';
import { isOutdatedAppVersion } from '@portal/shared/validation';
import type { ClientsRepository } from '../clients';
import { periodBase, periodPerformance, type Flow, type Valuation } from './performance';

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A client's services with their current values in the currency, at the rate of each valuation's day. */
export async function servicesAnswer(
  repo: ClientsRepository,
  clientId: number,
  currency: ReferenceCurrency,
  locale: Locale,
): Promise<ClientServicesResponse> {
  const rows = await repo.services(clientId);
  const dates = rows
    .map((row) => row.valuationDate)
    .filter((date): date is string => date !== null)
    .sort();
  const convert = dates.length ? await repo.converter(currency, dates[0]!, dates[dates.length - 1]!) : null;
  const services = rows.map((row) => ({
    id: row.service.id,
    name: row.service.name,
    kind: row.service.kind,
    strategy: row.strategyNames?.[locale] ?? row.strategyName ?? null,
    custodian: row.custodian
      ? { bank_code: row.custodian.bankCode, name: row.custodian.name, custom_custodian: row.custodian.customCustodian }
      : null,
    liberty_case_id: row.service.libertyCaseId,
    created_at: row.service.createdAt.toISOString(),
    current_value: row.value !== null && row.valuationDate !== null && convert ? convert(Number(row.value), row.valuationDate) : null,
    valuation_date: row.valuationDate,
  }));
  return { currency, total_value: round2(services.reduce((sum, s) => sum + (s.current_value ?? 0), 0)), services };
}

/** A client's app devices, those on an app version older than `current` flagged. */
export async function devicesAnswer(repo: ClientsRepository, clientId: number, current: string): Promise<ClientDevicesResponse> {
  const rows = await repo.devices(clientId);
  return {
    current_app_version: current,
    devices: rows.map(({ device, firstName, lastName, email }) => ({
      id: device.id,
      model: device.model,
      os: device.os,
      app_version: device.appVersion,
      outdated: isOutdatedAppVersion(device.appVersion, current),
      user: { name: [firstName, lastName].filter(Boolean).join(' '), email },
      last_used_at: device.lastUsedAt.toISOString(),
    })),
  };
}

/** The summed daily values and external flows of the services, in the currency at the rate of each day. */
export async function seriesOf(repo: ClientsRepository, serviceIds: number[], currency: ReferenceCurrency) {
  const { series } = await repo.valuationSeries(serviceIds, null);
  const flows = await repo.externalFlows(serviceIds, null);
  if (series.length === 0) return { valuations: [] as Valuation[], flows: [] as Flow[] };
  const convert = await repo.converter(currency, series[0]!.date, series[series.length - 1]!.date);
  return {
    valuations: series.map((row) => ({ date: row.date, value: convert(Number(row.value), row.date) })),
    flows: flows.map((row) => ({ date: row.date, amount: convert(Number(row.amount), row.date) })),
  };
}

export function performanceResponse(
  valuations: Valuation[],
  flows: Flow[],
  period: PerformancePeriod,
  currency: ReferenceCurrency,
): PerformanceResponse {
  const end = valuations[valuations.length - 1];
  if (!end) {
    return {
      currency,
      period,
      from: null,
      to: null,
      start_value: 0,
      end_value: 0,
      deposits: 0,
      withdrawals: 0,
      twr: null,
      mwr: null,
      annualised: null,
      series: [],
    };
  }
  const baseDate = periodBase(period, end.date);
  // the last value on or before the base day; none when the money came in during the period
  const base = baseDate === null ? null : ([...valuations].reverse().find((v) => v.date <= baseDate) ?? null);
  const inPeriod = valuations.filter((v) => baseDate === null || v.date > baseDate);
  const flowsInPeriod = flows.filter((f) => baseDate === null || f.date > baseDate);
  const result = periodPerformance(base, inPeriod, flowsInPeriod);
  const flowOn = new Map<string, number>();
  for (const flow of flowsInPeriod) flowOn.set(flow.date, (flowOn.get(flow.date) ?? 0) + flow.amount);
  const points = [...(base ? [base] : []), ...inPeriod];
  return {
    currency,
    period,
    from: points[0]?.date ?? null,
    to: end.date,
    start_value: round2(result.startValue),
    end_value: round2(result.endValue),
    deposits: round2(result.deposits),
    withdrawals: round2(result.withdrawals),
    twr: result.twr,
    mwr: result.mwr,
    annualised: result.annualised,
    series: points.map((point) => ({
      date: point.date,
      value: point.value,
      net_flow: point === base ? 0 : round2(flowOn.get(point.date) ?? 0),
    })),
  };
}
