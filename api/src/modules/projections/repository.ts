import { asc, eq } from 'drizzle-orm';
import type { ExamplePosition, Locale } from '@portal/shared/contracts';
import { examplePortfolios, strategies, strategyAssumptions } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

export type StrategyWithAssumptions = {
  id: number;
  name: string;
  riskLevel: number;
  expectedReturn: number;
  volatility: number;
  ongoingFee: number;
  hasExamplePortfolio: boolean;
};

export type ExamplePortfolio = { strategyId: number; strategyName: string; asOf: string; positions: ExamplePosition[] };

/**
 * Strategies with their capital-market assumptions and example portfolios: reference data that every partner
 * company shares, so no tenant condition applies; the scope gives the language of the names.
 */
export const createProjectionsRepository = scopedRepository(({ db, scope }) => {
  const nameIn = (names: Record<Locale, string>, fallback: string) => names[scope.locale] ?? fallback;
  return {
    async strategies(): Promise<StrategyWithAssumptions[]> {
      const rows = await db
        .select({ strategy: strategies, assumptions: strategyAssumptions, example: examplePortfolios.id })
        .from(strategies)
        .innerJoin(strategyAssumptions, eq(strategyAssumptions.strategyId, strategies.id))
        .leftJoin(examplePortfolios, eq(examplePortfolios.strategyId, strategies.id))
        .orderBy(asc(strategies.riskLevel), asc(strategies.id));
      // a bank account is no investment strategy: nothing to project
      const invested = rows.filter(({ strategy }) => strategy.serviceKinds.some((kind) => kind !== 'bank_account'));
      return invested.map(({ strategy, assumptions, example }) => ({
        id: strategy.id,
        name: nameIn(strategy.localizedNames, strategy.name),
        riskLevel: strategy.riskLevel,
        expectedReturn: Number(assumptions.expectedReturn),
        volatility: Number(assumptions.volatility),
        ongoingFee: Number(assumptions.ongoingFee),
        hasExamplePortfolio: example !== null,
      }));
    },

    async strategy(id: number): Promise<StrategyWithAssumptions | null> {
      return (await this.strategies()).find((strategy) => strategy.id === id) ?? null;
    },

    async examplePortfolio(strategyId: number): Promise<ExamplePortfolio | null> {
      const [row] = await db
        .select({ example: examplePortfolios, strategy: strategies })
        .from(examplePortfolios)
        .innerJoin(strategies, eq(strategies.id, examplePortfolios.strategyId))
        .where(eq(examplePortfolios.strategyId, strategyId))
        .limit(1);
      if (!row) return null;
      return {
        strategyId,
        strategyName: nameIn(row.strategy.localizedNames, row.strategy.name),
        asOf: row.example.asOf,
        positions: row.example.positions,
      };
    },
  };
});
