import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { portfolioAnalysisDocuments } from '../db/schema';
import { fileStore } from '../lib/file-store';
import { notifyAnalysisDone } from '../modules/portfolio-analysis/notify';
import { sniffFileKind } from '../modules/portfolio-analysis/sniff';

/**
 * The wealth manager's analysts deliver their report for an upload that is `in_analysis` (a statement the reader found
 * no positions in): the PDF is stored, the upload is `done` and its download serves that PDF, and the adviser who
 * uploaded it is notified. Throws (nothing changes) for an unknown upload, one in another state or a file that is no PDF.
 */
export async function deliverAnalysis(db: Database, id: number, pdf: Buffer, now: Date): Promise<{ id: number; notified: boolean }> {
  if (sniffFileKind(pdf) !== 'pdf') throw new Error('the analysis to deliver is no PDF');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(portfolioAnalysisDocuments).where(eq(portfolioAnalysisDocuments.id, id)).for('update');
    if (!row) throw new Error(`no portfolio analysis upload ${id}`);
    if (row.status !== 'in_analysis') throw new Error(`portfolio analysis upload ${id} is ${row.status}, not in_analysis`);
    const file = await fileStore.put(tx, pdf, 'application/pdf');
    const [done] = await tx
      .update(portfolioAnalysisDocuments)
      .set({ status: 'done', reportFileId: file.id, completedAt: now, updatedAt: now })
      .where(and(eq(portfolioAnalysisDocuments.id, id), eq(portfolioAnalysisDocuments.status, 'in_analysis')))
      .returning();
    return { id, notified: await notifyAnalysisDone(tx, done!, now) };
  });
}
