import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { WeightEntry } from '@portal/shared/contracts';
import {
  customPortfolioPositions,
  customPortfolios,
  weightAdjustments,
  type CustomPortfolioPositionRow,
  type CustomPortfolioRow,
  type WeightAdjustmentRow,
} from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { foundInScope, scopedRepository, type InScope } from '../../lib/scoped-repository';

export type PortfolioWithFigures = CustomPortfolioRow & { positions: CustomPortfolioPositionRow[]; latest: WeightAdjustmentRow | null };

/** A portfolio of the caller, as `find` found it. */
export type ScopedPortfolio = InScope<PortfolioWithFigures>;
/** An adjustment of a portfolio of the caller, as `findAdjustment` found it. */
export type ScopedAdjustment = InScope<WeightAdjustmentRow>;

export type NewPosition = Pick<CustomPortfolioPositionRow, 'name' | 'isin' | 'currency' | 'assetClass' | 'expectedReturn' | 'volatility'>;

/**
 * The caller's custom portfolios, their positions and weight
 * adjustments. Every read of a position or an adjustment goes through its portfolio, so another company's id is not found.
 */
export const createCustomPortfoliosRepository = scopedRepository(({ db, scope, tenant }) => {
  // a custom portfolio is the adviser's own strategy: the caller's in its company, whatever the scope of the client lists
  const inScope = () => and(tenant.ofCompany(customPortfolios), tenant.ofCaller(customPortfolios))!;
  /** The ids of the caller's portfolios: what every adjustment query is bound to. */
  const ownPortfolioIds = () => db.select({ id: customPortfolios.id }).from(customPortfolios).where(inScope());

  const positionsOf = (ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(customPortfolioPositions)
          .where(inArray(customPortfolioPositions.customPortfolioId, ids))
          .orderBy(asc(customPortfolioPositions.id))
      : Promise.resolve([]);

  /** The adjustment shown as "latest": the newest one the adviser has not dismissed. */
  const latestOf = async (ids: number[]) => {
    if (!ids.length) return new Map<number, WeightAdjustmentRow>();
    const rows = await db
      .select()
      .from(weightAdjustments)
      .where(and(inArray(weightAdjustments.customPortfolioId, ids), isNull(weightAdjustments.dismissedAt)))
      .orderBy(desc(weightAdjustments.requestedAt), desc(weightAdjustments.id));
    const latest = new Map<number, WeightAdjustmentRow>();
    for (const row of rows) if (!latest.has(row.customPortfolioId)) latest.set(row.customPortfolioId, row);
    return latest;
  };

  return {
    async list(): Promise<PortfolioWithFigures[]> {
      const portfolios = await db
        .select()
        .from(customPortfolios)
        .where(inScope())
        .orderBy(asc(customPortfolios.name), asc(customPortfolios.id));
      const ids = portfolios.map((portfolio) => portfolio.id);
      const [positions, latest] = await Promise.all([positionsOf(ids), latestOf(ids)]);
      return portfolios.map((portfolio) => ({
        ...portfolio,
        positions: positions.filter((position) => position.customPortfolioId === portfolio.id),
        latest: latest.get(portfolio.id) ?? null,
      }));
    },

    async find(id: number): Promise<ScopedPortfolio | null> {
      const [portfolio] = await db
        .select()
        .from(customPortfolios)
        .where(and(eq(customPortfolios.id, id), inScope()))
        .limit(1);
      if (!portfolio) return null;
      const [positions, latest] = await Promise.all([positionsOf([id]), latestOf([id])]);
      return foundInScope({ ...portfolio, positions, latest: latest.get(id) ?? null });
    },

    async history(portfolio: ScopedPortfolio): Promise<WeightAdjustmentRow[]> {
      return db
        .select()
        .from(weightAdjustments)
        .where(and(eq(weightAdjustments.customPortfolioId, portfolio.id), inArray(weightAdjustments.customPortfolioId, ownPortfolioIds())))
        .orderBy(desc(weightAdjustments.requestedAt), desc(weightAdjustments.id));
    },

    /** An adjustment of a portfolio of the scope, or null. */
    async findAdjustment(id: number): Promise<ScopedAdjustment | null> {
      const [row] = await db
        .select({ adjustment: weightAdjustments })
        .from(weightAdjustments)
        .innerJoin(customPortfolios, eq(customPortfolios.id, weightAdjustments.customPortfolioId))
        .where(and(eq(weightAdjustments.id, id), inScope()))
        .limit(1);
      return foundInScope(row?.adjustment);
    },

    async dismiss(adjustment: ScopedAdjustment, at: Date): Promise<void> {
      await db
        .update(weightAdjustments)
        .set({ dismissedAt: at })
        .where(and(eq(weightAdjustments.id, adjustment.id), inArray(weightAdjustments.customPortfolioId, ownPortfolioIds())));
    },

    async pending(portfolio: ScopedPortfolio): Promise<WeightAdjustmentRow | null> {
      const [row] = await db
        .select()
        .from(weightAdjustments)
        .where(
          and(
            eq(weightAdjustments.customPortfolioId, portfolio.id),
            inArray(weightAdjustments.customPortfolioId, ownPortfolioIds()),
            eq(weightAdjustments.status, 'pending'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Records the request and puts the requested weights on the positions (0 for a position left out); a position
     * added by the request is inserted with target and drifting weight 0.
     */
    async request(portfolio: ScopedPortfolio, requested: WeightEntry[], added: NewPosition[], at: Date): Promise<WeightAdjustmentRow> {
      // a portfolio of another caller is not found here, like a missing one
      if (portfolio.partnerCompanyId !== scope.companyId || portfolio.partnerUserId !== scope.userId) {
        throw new NotFoundError(t('customPortfolioNotFound', scope.locale));
      }
      const previous: WeightEntry[] = portfolio.positions.map((position) => ({
        isin: position.isin,
        name: position.name,
        currency: position.currency,
        weight: Number(position.weight),
      }));
      const [row] = await db
        .insert(weightAdjustments)
        .values({
          customPortfolioId: portfolio.id,
          partnerUserId: scope.userId,
          status: 'pending',
          requestedAt: at,
          previousWeights: previous,
          requestedWeights: requested,
        })
        .returning();
      if (added.length) {
        await db
          .insert(customPortfolioPositions)
          .values(added.map((position) => ({ ...position, customPortfolioId: portfolio.id, weight: '0', driftingWeight: '0' })));
      }
      const byIsin = new Map(requested.map((entry) => [entry.isin, entry.weight]));
      for (const position of [...portfolio.positions, ...added.map((position) => ({ ...position, id: -1 }))]) {
        await db
          .update(customPortfolioPositions)
          .set({ requestedWeight: (byIsin.get(position.isin) ?? 0).toFixed(4) })
          .where(and(eq(customPortfolioPositions.customPortfolioId, portfolio.id), eq(customPortfolioPositions.isin, position.isin)));
      }
      return row!;
    },
  };
});

export type CustomPortfoliosRepository = ReturnType<typeof createCustomPortfoliosRepository>;
