import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale, ServiceProduct, SuggestedServiceFields } from '@portal/shared/contracts';
import {
  clients,
  partnerSuggestedServices,
  services,
  strategies,
  strategyAssumptions,
  type ClientRow,
  type PartnerSuggestedServiceRow,
  type StrategyRow,
} from '../../db/schema';
import { toMoneyString } from '../../lib/money';
import { foundInScope, scopedRepository, type InScope } from '../../lib/scoped-repository';

export type SuggestedServiceWithStrategy = { service: PartnerSuggestedServiceRow; strategy: StrategyRow };
/** A client of the scope, as `client` found it. */
export type ScopedClient = InScope<ClientRow>;
/** A suggestion of the scope, as `suggested` found it. */
export type ScopedSuggestion = InScope<SuggestedServiceWithStrategy>;

/** The strategy's name in a language (the German one where it has none). */
export const strategyName = (strategy: StrategyRow, locale: Locale) => strategy.localizedNames[locale] ?? strategy.name;

/**
 * Strategies (reference data every company shares) and the services advisers suggest for the scope's clients: every
 * query of a suggestion goes through `clients` with the tenant condition, so another company's client or suggestion
 * is not found, like a missing one.
 */
export const createStrategiesRepository = scopedRepository(({ db, scope, tenant }) => {
  const suggestionQuery = () =>
    db
      .select({ service: partnerSuggestedServices, strategy: strategies })
      .from(partnerSuggestedServices)
      .innerJoin(clients, eq(clients.id, partnerSuggestedServices.clientId))
      .innerJoin(strategies, eq(strategies.id, partnerSuggestedServices.strategyId));

  return {
    async strategies(): Promise<StrategyRow[]> {
      return db.select().from(strategies).orderBy(asc(strategies.riskLevel), asc(strategies.id));
    },

    async strategy(id: number): Promise<StrategyRow | null> {
      const [row] = await db.select().from(strategies).where(eq(strategies.id, id)).limit(1);
      return row ?? null;
    },

    /** The strategies with capital-market assumptions, which the risk metrics are computed from. */
    async withAssumptions() {
      return db
        .select({ strategy: strategies, assumptions: strategyAssumptions })
        .from(strategies)
        .innerJoin(strategyAssumptions, eq(strategyAssumptions.strategyId, strategies.id))
        .orderBy(asc(strategies.riskLevel), asc(strategies.id));
    },

    /** A client of the scope; null when it is not in the scope. */
    async client(clientId: number): Promise<ScopedClient | null> {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(tenant.inScope(clients), eq(clients.id, clientId)))
        .limit(1);
      return foundInScope(row);
    },

    /** The client's portfolios per kind: its services and the services suggested for it. */
    async portfoliosOf(client: ScopedClient): Promise<Map<ServiceProduct, number>> {
      const used = new Map<ServiceProduct, number>();
      // a row of another company's scope counts nothing here
      if (client.partnerCompanyId !== scope.companyId) return used;
      const clientId = client.id;
      const counted = await db
        .select({ kind: services.kind, n: sql<number>`count(*)::int` })
        .from(services)
        .where(eq(services.clientId, clientId))
        .groupBy(services.kind)
        .unionAll(
          db
            .select({ kind: partnerSuggestedServices.kind, n: sql<number>`count(*)::int` })
            .from(partnerSuggestedServices)
            .where(eq(partnerSuggestedServices.clientId, clientId))
            .groupBy(partnerSuggestedServices.kind),
        );
      for (const { kind, n } of counted) used.set(kind, (used.get(kind) ?? 0) + n);
      return used;
    },

    async suggestedOf(clientId: number): Promise<SuggestedServiceWithStrategy[]> {
      return suggestionQuery()
        .where(and(tenant.inScope(clients), eq(partnerSuggestedServices.clientId, clientId)))
        .orderBy(asc(partnerSuggestedServices.createdAt), asc(partnerSuggestedServices.id));
    },

    async suggested(id: number): Promise<ScopedSuggestion | null> {
      const [row] = await suggestionQuery()
        .where(and(tenant.inScope(clients), eq(partnerSuggestedServices.id, id)))
        .limit(1);
      return foundInScope(row);
    },

    /** Locks the client's row, so that two suggestions at once cannot both pass the portfolio limit. */
    async lockClient(client: ScopedClient): Promise<void> {
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(tenant.inScope(clients), eq(clients.id, client.id)))
        .for('update');
    },

    /** Suggests a service for the client; null for a row of another company's scope. */
    async createSuggested(client: ScopedClient, fields: SuggestedServiceFields): Promise<PartnerSuggestedServiceRow | null> {
      if (client.partnerCompanyId !== scope.companyId) return null;
      const [row] = await db
        .insert(partnerSuggestedServices)
        .values({
          clientId: client.id,
          partnerCompanyId: scope.companyId,
          partnerUserId: scope.userId,
          kind: fields.kind,
          strategyId: fields.strategy_id,
          name: fields.name ?? null,
          amount: fields.amount == null ? null : toMoneyString(fields.amount),
        })
        .returning();
      return row!;
    },

    async updateSuggested(suggestion: ScopedSuggestion, fields: SuggestedServiceFields): Promise<PartnerSuggestedServiceRow | null> {
      const [row] = await db
        .update(partnerSuggestedServices)
        .set({
          kind: fields.kind,
          strategyId: fields.strategy_id,
          name: fields.name ?? null,
          amount: fields.amount == null ? null : toMoneyString(fields.amount),
        })
        .where(and(eq(partnerSuggestedServices.id, suggestion.service.id), eq(partnerSuggestedServices.partnerCompanyId, scope.companyId)))
        .returning();
      return row ?? null;
    },

    async deleteSuggested(suggestion: ScopedSuggestion): Promise<void> {
      await db
        .delete(partnerSuggestedServices)
        .where(and(eq(partnerSuggestedServices.id, suggestion.service.id), eq(partnerSuggestedServices.partnerCompanyId, scope.companyId)));
    },
  };
});

export type StrategiesRepository = ReturnType<typeof createStrategiesRepository>;
