import { and, desc, eq } from 'drizzle-orm';
import type { PositionsAnalysis } from '@portal/shared/contracts';
import { portfolioAnalysisDocuments, type PortfolioAnalysisDocumentRow } from '../../db/schema';
import { fileStore } from '../../lib/file-store';
import { scopedRepository } from '../../lib/scoped-repository';
import { notifyAnalysisDone } from './notify';
import { latestRates } from './rates';
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

    /** The PDF the analysts delivered for an upload of the scope, or null when there is none. */
    async deliveredReport(id: number) {
      const [row] = await db
        .select({ fileId: portfolioAnalysisDocuments.reportFileId })
        .from(portfolioAnalysisDocuments)
        .where(and(eq(portfolioAnalysisDocuments.id, id), inScope()))
        .limit(1);
      return row?.fileId == null ? null : fileStore.get(db, row.fileId);
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

    /**
     * Records the analysis the statement reader found for an upload of the scope that is still in analysis, and tells
     * the adviser who uploaded it (a notification); null when it is not (gone, out of the scope, or delivered by the
     * analysts in the meantime: theirs stands).
     */
    async completeAnalysis(id: number, analysis: PositionsAnalysis, now: Date): Promise<PortfolioAnalysisDocumentRow | null> {
      const [row] = await db
        .update(portfolioAnalysisDocuments)
        .set({ status: 'done', analysis, completedAt: now, updatedAt: now })
        .where(and(eq(portfolioAnalysisDocuments.id, id), inScope(), eq(portfolioAnalysisDocuments.status, 'in_analysis')))
        .returning();
      if (!row) return null;
      await notifyAnalysisDone(db, row, now);
      return row;
    },

    latestRates: () => latestRates(db),
  };
});
