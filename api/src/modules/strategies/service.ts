import type { FastifyInstance } from 'fastify';
import {
  portfolioLimitReached,
  portfolioLimits,
  serviceKinds,
  type Locale,
  type ServiceProduct,
  type StrategiesResponse,
  type SuggestedService,
  type SuggestedServiceFields,
} from '@portal/shared/contracts';
import { NotFoundError, UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { strategyFactsheetPdf } from './factsheet-pdf';
import { strategyName, type ScopedClient, type StrategiesRepository, type SuggestedServiceWithStrategy } from './repository';
import { riskMetricsOf } from './risk-metrics';

// The rules of the strategies and of the services advisers suggest (docs/clients.md); routes.ts reads the request
// and answers.

export const suggestionJson = ({ service, strategy }: SuggestedServiceWithStrategy, locale: Locale): SuggestedService => ({
  id: service.id,
  client_id: service.clientId,
  kind: service.kind,
  strategy_id: service.strategyId,
  strategy_name: strategyName(strategy, locale),
  risk_level: strategy.riskLevel,
  name: service.name,
  amount: service.amount === null ? null : Number(service.amount),
  created_at: service.createdAt.toISOString(),
  updated_at: service.updatedAt.toISOString(),
});

/** A client of the scope, or a 404. */
export async function scopedClient(repo: StrategiesRepository, id: number, locale: Locale): Promise<ScopedClient> {
  const client = await repo.client(id);
  if (!client) throw new NotFoundError(t('clientNotFound', locale));
  return client;
}

/** A suggestion of the scope, or a 404. */
export async function scopedSuggestion(repo: StrategiesRepository, id: number, locale: Locale) {
  const found = await repo.suggested(id);
  if (!found) throw new NotFoundError(t('suggestedServiceNotFound', locale));
  return found;
}

/** The strategies with the kinds they serve; for a client, the kinds it may have and its portfolios against each limit. */
export async function strategiesOf(repo: StrategiesRepository, clientId: number | undefined, locale: Locale): Promise<StrategiesResponse> {
  const rows = await repo.strategies();
  const offered = new Set(rows.flatMap((row) => row.serviceKinds));
  let kinds = serviceKinds.filter((kind) => offered.has(kind));
  let used = new Map<ServiceProduct, number>();
  if (clientId !== undefined) {
    const client = await scopedClient(repo, clientId, locale);
    kinds = kinds.filter((kind) => client.availableServiceKinds.includes(kind));
    used = await repo.portfoliosOf(client);
  }
  return {
    strategies: rows.map((row) => ({
      id: row.id,
      name: strategyName(row, locale),
      risk_level: row.riskLevel,
      service_kinds: row.serviceKinds,
    })),
    metadata: {
      service_kinds: kinds,
      portfolio_limits: kinds.map((kind) => ({ kind, limit: portfolioLimits[kind], used: used.get(kind) ?? 0 })),
    },
  };
}

const metricsOf = (strategy: { id: number }, assumptions: { expectedReturn: string; volatility: string }) =>
  riskMetricsOf({ id: strategy.id, expectedReturn: Number(assumptions.expectedReturn), volatility: Number(assumptions.volatility) });

/** Expected return, volatility and maximum drawdown of each strategy with capital-market assumptions. */
export async function riskMetrics(repo: StrategiesRepository) {
  return (await repo.withAssumptions()).map(({ strategy, assumptions }) => {
    const metrics = metricsOf(strategy, assumptions);
    return {
      strategy_id: strategy.id,
      expected_return: metrics.expectedReturn,
      volatility: metrics.volatility,
      max_drawdown: metrics.maxDrawdown,
      horizon_years: metrics.horizonYears,
      ongoing_fee: Number(assumptions.ongoingFee),
    };
  });
}

/** The strategy's factsheet (PDF) in `locale`; a 404 in the adviser's language for an unknown strategy. */
export async function factsheet(app: FastifyInstance, repo: StrategiesRepository, id: number, locale: Locale, adviserLocale: Locale) {
  const found = (await repo.withAssumptions()).find(({ strategy }) => strategy.id === id);
  if (!found) throw new NotFoundError(t('strategyNotFound', adviserLocale));
  const { strategy, assumptions } = found;
  const name = strategyName(strategy, locale);
  const pdf = await strategyFactsheetPdf(
    {
      name,
      riskLevel: strategy.riskLevel,
      serviceKinds: strategy.serviceKinds,
      allocation: strategy.allocation,
      ongoingFee: Number(assumptions.ongoingFee),
    },
    metricsOf(strategy, assumptions),
    { locale, createdAt: app.now(), author: 'Partner Portal' },
  );
  return { pdf, name: `Factsheet ${name}.pdf` };
}

/**
 * 422 unless the client may have the kind, the strategy serves it and the client holds fewer portfolios of the kind
 * than its limit ('Portfolio-Limit erreicht'); `current` is the suggestion being changed, which counts once.
 */
async function checkSuggestion(
  repo: StrategiesRepository,
  locale: Locale,
  client: ScopedClient,
  fields: SuggestedServiceFields,
  current?: ServiceProduct,
) {
  if (!client.availableServiceKinds.includes(fields.kind)) {
    throw new UnprocessableError(t('invalidInput', locale), [{ field: 'kind', message: t('serviceKindUnavailable', locale) }]);
  }
  const strategy = await repo.strategy(fields.strategy_id);
  if (!strategy || !strategy.serviceKinds.includes(fields.kind)) {
    throw new UnprocessableError(t('invalidInput', locale), [{ field: 'strategy_id', message: t('strategyNotForKind', locale) }]);
  }
  const used = (await repo.portfoliosOf(client)).get(fields.kind) ?? 0;
  // the page's rule (the kind disabled in the flow), with the suggestion being changed counted once
  if (portfolioLimitReached({ kind: fields.kind, limit: portfolioLimits[fields.kind], used }, current)) {
    throw new UnprocessableError(t('portfolioLimit', locale), [{ field: 'kind', message: t('portfolioLimit', locale) }]);
  }
}

/** Suggests a service for a client of the scope, within the rules, with the client locked against a second one at once. */
export async function createSuggestion(repo: StrategiesRepository, clientId: number, fields: SuggestedServiceFields, locale: Locale) {
  return repo.transaction(async (tx) => {
    const client = await scopedClient(tx, clientId, locale);
    await tx.lockClient(client);
    await checkSuggestion(tx, locale, client, fields);
    const row = await tx.createSuggested(client, fields);
    return scopedSuggestion(tx, row!.id, locale);
  });
}

/** Changes a suggestion of the scope within the same rules. */
export async function updateSuggestion(repo: StrategiesRepository, id: number, fields: SuggestedServiceFields, locale: Locale) {
  return repo.transaction(async (tx) => {
    const found = await scopedSuggestion(tx, id, locale);
    const client = await scopedClient(tx, found.service.clientId, locale);
    await tx.lockClient(client);
    await checkSuggestion(tx, locale, client, fields, found.service.kind);
    await tx.updateSuggested(found, fields);
    return scopedSuggestion(tx, found.service.id, locale);
  });
}
