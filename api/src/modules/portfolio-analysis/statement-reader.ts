import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@portal/shared/contracts';
import type { Database, Executor } from '../../db';
import {
  partnerUsers,
  portfolioAnalysisDocuments,
  strategies,
  strategyAssumptions,
  type PortfolioAnalysisDocumentRow,
} from '../../db/schema';
import { systemScope } from '../../plugins/scope';
import type { UploadStore } from '../../plugins/upload-store';
import { analysePositions, type ProposedStrategy } from './positions';
import { createPortfolioAnalysisRepository } from './repository';
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
  const locale = adviser?.language ?? 'de';
  // the upload is written with the rights of its company, on behalf of the adviser who uploaded it; the rates and the
  // strategies are the wealth manager's reference data, the same for every company
  const repository = createPortfolioAnalysisRepository(
    db,
    systemScope({ companyId: row.partnerCompanyId, userId: row.partnerUserId, locale, modules: [] }),
  );
  const rates = await repository.latestRates();
  const strategy = await proposedStrategy(db, row.strategyId, locale);
  const analysis = analysePositions(read.positions, read.skipped, (currency) => rates.get(currency) ?? null, strategy);
  // positions only in currencies without a rate: nothing to value, the analysts decide
  if (analysis.positions_count === 0) return stay;
  const done = await repository.transaction((inTransaction) => inTransaction.completeAnalysis(row.id, analysis, now));
  // the analysts delivered in the meantime: theirs stands
  return done ? { id: row.id, status: 'done' } : stay;
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
