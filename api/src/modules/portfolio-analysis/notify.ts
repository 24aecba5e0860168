import type { Executor } from '../../db';
import { notifications, type PortfolioAnalysisDocumentRow } from '../../db/schema';

/** The adviser who uploaded a statement learns that its analysis is there (in the notification centre). */
export async function notifyAnalysisDone(db: Executor, row: PortfolioAnalysisDocumentRow, now: Date): Promise<boolean> {
  if (row.partnerUserId === null) return false;
  await db.insert(notifications).values({
    partnerUserId: row.partnerUserId,
    kind: 'portfolio_analysis_done',
    userUpdates: { document_name: row.fileName },
    createdAt: now,
  });
  return true;
}
