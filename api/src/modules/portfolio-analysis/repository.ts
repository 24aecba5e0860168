import { and, desc, eq, max } from 'drizzle-orm';
import type { PositionsAnalysis } from '@portal/shared/contracts';
import type { Executor } from '../../db';
import { exchangeRates, portfolioAnalysisDocuments, type PortfolioAnalysisDocumentRow } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';
import type { AnalysisFileKind } from './sniff';

export type NewAnalysisDocument = {
  fileName: string;
  fileKind: AnalysisFileKind;
  sizeBytes: number;
  storageKey: string;
  declaredValue: number;
  strategyId: number | null;
  analysis: PositionsAnalysis | null;
  status: PortfolioAnalysisDocumentRow['status'];
  completedAt: Date | null;
};

/** CHF per unit of each foreign currency on the latest day with rates (reference data, the same for every company). */
export async function latestRates(db: Executor): Promise<Map<string, number>> {
  const [latest] = await db.select({ day: max(exchangeRates.date) }).from(exchangeRates);
  if (!latest?.day) return new Map();
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.date, latest.day));
  return new Map(rows.map((row) => [row.currency, Number(row.chfPerUnit)]));
}

/** The portfolio-analysis uploads of the scope: the caller's, or the company's for who may see it. */
export const createPortfolioAnalysisRepository = scopedRepository(({ db, scope, tenant }) => {
  const inScope = () => tenant.inScope(portfolioAnalysisDocuments);
  return {
    async list(): Promise<PortfolioAnalysisDocumentRow[]> {
      return db
        .select()
        .from(portfolioAnalysisDocuments)
        .where(inScope())
        .orderBy(desc(portfolioAnalysisDocuments.createdAt), desc(portfolioAnalysisDocuments.id));
    },

    async find(id: number): Promise<PortfolioAnalysisDocumentRow | null> {
      const [row] = await db
        .select()
        .from(portfolioAnalysisDocuments)
        .where(and(eq(portfolioAnalysisDocuments.id, id), inScope()))
        .limit(1);
      return row ?? null;
    },

    async create(document: NewAnalysisDocument): Promise<PortfolioAnalysisDocumentRow> {
      const [row] = await db
        .insert(portfolioAnalysisDocuments)
        .values({
          ...document,
          declaredValue: document.declaredValue.toFixed(2),
          partnerCompanyId: scope.companyId,
          partnerUserId: scope.userId,
        })
        .returning();
      return row!;
    },

    latestRates: () => latestRates(db),
  };
});
