import type { ClientService, PerformanceResponse, TransactionsResponse } from '@portal/shared/contracts';
import { clientDetail } from './fixtures';
import type { Handler } from '@portal/shared/test-utils';

export const base = '/api/v1/admin_partner';
export const paths = {
  client: `${base}/clients/11`,
  audit: `${base}/clients/11/audit_log`,
  devices: `${base}/client_overview/11/devices`,
  services: `${base}/client_overview/11/services`,
  overall: `${base}/client_overview/11/overall_performance_for_period`,
  performance: `${base}/client_overview/11/performance_for_period`,
  monthly: `${base}/client_overview/11/monthly_performance`,
  transactions: (serviceId: number) => `${base}/client_overview/11/transactions/${serviceId}`,
  profile: `${base}/profile`,
};

export const service = (overrides: Partial<ClientService>): ClientService => ({
  id: 101,
  name: 'Vermögensverwaltung Ausgewogen',
  kind: 'wealth_management',
  strategy: 'Ausgewogen',
  custodian: { bank_code: 'UBS', name: 'UBS Switzerland AG', custom_custodian: false },
  liberty_case_id: null,
  created_at: '2025-04-01T00:00:00.000Z',
  current_value: 250000,
  valuation_date: '2026-11-24',
  ...overrides,
});

/** A performance answer per period: the returns differ by range so that a test sees which one is shown. */
export const performanceOf = (period: string, currency = 'CHF'): PerformanceResponse => {
  const twr = { '1m': 0.0123, '3m': 0.0234, ytd: 0.0456, '1y': 0.0567, max: 0.1789 }[period] ?? 0;
  const mwr = { '1m': 0.0124, '3m': 0.0312, ytd: 0.0401, '1y': 0.0789, max: 0.1499 }[period] ?? 0;
  const long = period === '1y' || period === 'max';
  return {
    currency: currency as 'CHF',
    period: period as '1y',
    from: '2025-11-24',
    to: '2026-11-24',
    start_value: 240000,
    end_value: 262500.55,
    deposits: 10000,
    withdrawals: 2500,
    twr,
    mwr,
    annualised: long ? { twr: twr / 2, mwr: mwr / 2 } : null,
    series: [
      { date: '2026-10-01', value: 250000, net_flow: 0 },
      { date: '2026-10-15', value: 260000, net_flow: 10000 },
      { date: '2026-11-24', value: 262500.55, net_flow: -2500 },
    ],
  };
};

export const transactionsOf = (month: string | null): TransactionsResponse => {
  if (month === null) {
    return {
      month: '2026-11',
      has_more: true,
      transactions: [{ id: 1, date: '2026-11-03', kind: 'deposit', description: null, amount: 10000, currency: 'CHF', isin: null }],
    };
  }
  if (month === '2026-11') {
    return {
      month: '2026-09',
      has_more: false,
      transactions: [
        { id: 2, date: '2026-09-12', kind: 'fee', description: 'Verwaltungsgebühr Q3', amount: -312.4, currency: 'CHF', isin: null },
      ],
    };
  }
  return { month: null, has_more: false, transactions: [] };
};

/** The detail's endpoints answered as the API would, for client 11. */
export function detailHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    [paths.client]: () => ({ body: { client: clientDetail() } }),
    [paths.audit]: () => ({
      body: {
        entries: [
          {
            id: 5,
            action: 'read',
            what: 'personal_data',
            partner_user: 'Anna Meier',
            ip: '192.0.2.4',
            created_at: '2026-11-20T08:15:00.000Z',
          },
        ],
      },
    }),
    [paths.devices]: () => ({
      body: {
        current_app_version: '3.4.0',
        devices: [
          {
            id: 1,
            model: 'iPhone 15 Pro',
            os: 'ios',
            app_version: '3.4.0',
            outdated: false,
            user: { name: 'Lea Brunner', email: 'lea.brunner@example.ch' },
            last_used_at: '2026-11-24T18:30:00.000Z',
          },
          {
            id: 2,
            model: 'Samsung Galaxy A54',
            os: 'android',
            app_version: '3.1.0',
            outdated: true,
            user: { name: 'Lea Brunner', email: 'lea.brunner@example.ch' },
            last_used_at: '2026-08-02T07:05:00.000Z',
          },
        ],
      },
    }),
    [paths.services]: (request) => {
      const currency = new URL(request.url).searchParams.get('requested_currency') ?? 'CHF';
      return {
        body: {
          currency,
          total_value: 300000,
          services: [
            service({}),
            service({ id: 102, name: null, kind: 'private_markets', strategy: null, current_value: 50000 }),
            // no name and not private markets: dropped (docs/clients.md)
            service({ id: 103, name: null, kind: 'crypto', current_value: 1111 }),
          ],
        },
      };
    },
    [paths.overall]: (request) => {
      const params = new URL(request.url).searchParams;
      return { body: performanceOf(params.get('period') ?? '1y', params.get('requested_currency') ?? 'CHF') };
    },
    [paths.performance]: (request) => {
      const params = new URL(request.url).searchParams;
      return { body: performanceOf(params.get('period') ?? '1y', params.get('requested_currency') ?? 'CHF') };
    },
    [paths.monthly]: () => ({
      body: {
        currency: 'CHF',
        months: [
          { month: '2026-10', twr: 0.021 },
          { month: '2026-11', twr: -0.013 },
        ],
      },
    }),
    [paths.transactions(101)]: (request) => ({ body: transactionsOf(new URL(request.url).searchParams.get('last_loaded_month')) }),
    [paths.transactions(102)]: () => ({ body: { month: null, has_more: false, transactions: [] } }),
    ...overrides,
  };
}
