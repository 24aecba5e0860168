import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@portal/shared/contracts';
import type { Database, Executor } from '../../db';
import {
  notifications,
  partnerUsers,
  portfolioAnalysisDocuments,
  strategies,
  strategyAssumptions,
  type PortfolioAnalysisDocumentRow,
} from '../../db/schema';
import type { UploadStore } from '../../plugins/upload-store';
import { analysePositions, type ProposedStrategy } from './positions';
import { latestRates } from './rates';
import { readStatementPositions, statementLines } from './statement';

const BATCH = 5;

export type StatementOutcome = { id: number; status: 'done' | 'in_analysis' };

/** The strategy a statement is compared with, named in the adviser's language. */
async function proposedStrategy(db: Executor, strategyId: number | null, locale: Locale): Promise<ProposedStrategy | null> {
  if (strategyId === null) return null;
  const [row] = await db
    .select({ strategy: strategies, assumptions: strategyAssumptions })
    .from(strategies)
    .innerJoin(strategyAssumptions, eq(strategyAssumptions.strategyId, strategies.id))
    .where(eq(strategies.id, strategyId));
  if (!row) return null;
  return {
    name: row.strategy.localizedNames[locale] ?? row.strategy.name,
    ongoingFee: Number(row.assumptions.ongoingFee),
    expectedReturn: Number(row.assumptions.expectedReturn),
  };
}

/** The adviser who uploaded the statement learns that its analysis is there (in the notification centre). */
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

/**
 * Reads one statement that is `in_analysis`: its text lines, the positions among them and, when there are some, the
 * same analysis as of a positions file; the upload is then `done` and the adviser notified. Without positions (a
 * scanned statement, an unknown layout) it stays `in_analysis`: the wealth manager's analysts take it over
 * (`npm run analysis:deliver`).
 */
export async function readStatement(
  db: Database,
  uploads: UploadStore,
  row: PortfolioAnalysisDocumentRow,
  now: Date,
  lines: (data: Uint8Array) => Promise<string[]> = statementLines,
): Promise<StatementOutcome> {
  const stay = { id: row.id, status: 'in_analysis' } as const;
  const data = await uploads.get(row.storageKey);
  if (!data) return stay;
  const read = readStatementPositions(await lines(data));
  if (read.positions.length === 0) return stay;
  const [adviser] = row.partnerUserId
    ? await db.select({ language: partnerUsers.language }).from(partnerUsers).where(eq(partnerUsers.id, row.partnerUserId))
    : [];
  const rates = await latestRates(db);
  const strategy = await proposedStrategy(db, row.strategyId, adviser?.language ?? 'de');
  const analysis = analysePositions(read.positions, read.skipped, (currency) => rates.get(currency) ?? null, strategy);
  // positions only in currencies without a rate: nothing to value, the analysts decide
  if (analysis.positions_count === 0) return stay;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(portfolioAnalysisDocuments)
      .set({ status: 'done', analysis, completedAt: now, updatedAt: now })
      .where(and(eq(portfolioAnalysisDocuments.id, row.id), eq(portfolioAnalysisDocuments.status, 'in_analysis')))
      .returning();
    // the analysts delivered in the meantime: theirs stands
    if (!updated) return stay;
    await notifyAnalysisDone(tx, updated, now);
    return { id: row.id, status: 'done' as const };
  });
}

/**
 * Takes the PDF statements that are `received` (FOR UPDATE SKIP LOCKED: several API instances share the table, none
 * takes one twice), marks them `in_analysis` and reads them one after the other. A statement that cannot be read
 * (damaged, its file gone) stays `in_analysis` for the analysts, as does one whose reading was cut short by a crash.
 */
export async function readReceivedStatements(
  db: Database,
  uploads: UploadStore,
  options: {
    now?: () => Date;
    onError?: (error: unknown, id: number) => void;
    /** how the text is read: the API reads it in its parse workers (app.fileParser), the seed in its own thread */
    lines?: (data: Uint8Array) => Promise<string[]>;
  } = {},
): Promise<StatementOutcome[]> {
  const now = options.now ?? (() => new Date());
  const outcomes: StatementOutcome[] = [];
  for (;;) {
    const due = db
      .select({ id: portfolioAnalysisDocuments.id })
      .from(portfolioAnalysisDocuments)
      .where(and(eq(portfolioAnalysisDocuments.status, 'received'), eq(portfolioAnalysisDocuments.fileKind, 'pdf')))
      .orderBy(asc(portfolioAnalysisDocuments.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(portfolioAnalysisDocuments)
      .set({ status: 'in_analysis', updatedAt: now() })
      .where(and(inArray(portfolioAnalysisDocuments.id, due), eq(portfolioAnalysisDocuments.status, 'received')))
      .returning();
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        outcomes.push(await readStatement(db, uploads, row, now(), options.lines));
      } catch (error) {
        options.onError?.(error, row.id);
        outcomes.push({ id: row.id, status: 'in_analysis' });
      }
    }
    if (claimed.length < BATCH) return outcomes;
  }
}
