import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import * as s from '../db/schema';
import { colors, createDocument, fonts, toBuffer } from '../lib/pdf/document';
import type { UploadStore } from '../plugins/upload-store';
import { readReceivedStatements } from '../modules/portfolio-analysis/statement-reader';
import { isin } from './tools';

// The demo statements of the portfolio analysis: a bank's custody account statement whose positions the statement
// reader finds (so the demo shows one analysed statement), and a "scan" without text that stays with the analysts.

export type StatementPosition = { name: string; isin: string; quantity: number; price: number; currency: string };

const demoPositions: StatementPosition[] = [
  { name: 'Namenaktie Helvetia Nahrung AG', isin: isin('CH003886335'), quantity: 1200, price: 86.4, currency: 'CHF' },
  { name: 'Bundesanleihe 1.25 % 2034', isin: isin('CH022456789'), quantity: 80, price: 1012.5, currency: 'CHF' },
  { name: 'Anlagefonds Immobilien Schweiz', isin: isin('CH045678901'), quantity: 350, price: 142.8, currency: 'CHF' },
  { name: 'iShares Core MSCI World ETF', isin: isin('IE00B4L5Y98'), quantity: 600, price: 104.25, currency: 'USD' },
  { name: 'Aktien Europa Index Fonds', isin: isin('LU027420813'), quantity: 420, price: 118.6, currency: 'EUR' },
  { name: 'CHF Geldmarkt Fonds', isin: isin('CH012345678'), quantity: 180, price: 102.35, currency: 'CHF' },
];

/** 1'234.50: the Swiss figures of a bank statement. */
function swiss(value: number, decimals = 2): string {
  const [whole, part] = value.toFixed(decimals).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}${part ? `.${part}` : ''}`;
}

/** A custody account statement as a bank prints it: one row per position, the market value in the last column. */
export async function statementPdf(
  positions: StatementPosition[],
  options: { bank: string; asOf: string; createdAt: Date },
): Promise<Buffer> {
  const doc = createDocument({ title: 'Depotauszug', locale: 'de', author: options.bank, createdAt: options.createdAt });
  doc.font(fonts.bold).fontSize(14).text(options.bank);
  doc.font(fonts.regular).fontSize(10).fillColor(colors.muted).text(`Depotauszug per ${options.asOf}`).moveDown(1.5);
  const columns = [
    { title: 'Bezeichnung', x: 56, width: 170, align: 'left' },
    { title: 'ISIN', x: 232, width: 90, align: 'left' },
    { title: 'Anzahl', x: 326, width: 50, align: 'right' },
    { title: 'Kurs', x: 380, width: 60, align: 'right' },
    { title: 'Whg', x: 446, width: 30, align: 'left' },
    { title: 'Marktwert', x: 476, width: 70, align: 'right' },
  ] as const;
  const row = (cells: string[], font: string) => {
    const y = doc.y;
    doc.font(font).fontSize(9).fillColor(colors.text);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align, lineBreak: false, ellipsis: true });
    });
    doc.x = 56;
    doc.y = y + 18;
  };
  row(
    columns.map((column) => column.title),
    fonts.bold,
  );
  for (const position of positions) {
    row(
      [
        position.name,
        position.isin,
        swiss(position.quantity, 0),
        swiss(position.price),
        position.currency,
        swiss(position.quantity * position.price),
      ],
      fonts.regular,
    );
  }
  return toBuffer(doc);
}

/** A scanned statement: a page of graphics, no text for the reader. */
export async function scannedStatementPdf(createdAt: Date): Promise<Buffer> {
  const doc = createDocument({ title: 'Scan', locale: 'de', createdAt });
  doc.rect(56, 56, 200, 24).fill(colors.band);
  for (let line = 0; line < 24; line += 1) doc.rect(56, 110 + line * 22, 300 + ((line * 37) % 180), 8).fill(colors.rule);
  return toBuffer(doc);
}

/**
 * Two PDF statements of the first company's first adviser (demo@), uploaded as an adviser would and read by the
 * statement reader as the API does: one analysed (done), one scan in analysis. Once: not when there are uploads.
 */
export async function seedAnalysisStatements(db: Database, uploads: UploadStore, today: Date): Promise<void> {
  const [present] = await db.select({ n: count() }).from(s.portfolioAnalysisDocuments);
  if ((present?.n ?? 0) > 0) return;
  const [adviser] = await db.select().from(s.partnerUsers).orderBy(s.partnerUsers.id).limit(1);
  if (!adviser) return;
  const [strategy] = await db.select({ id: s.strategies.id }).from(s.strategies).where(eq(s.strategies.name, 'Ausgewogen'));
  const uploadedAt = new Date(today.getTime() - 3 * 86_400_000);
  const statements = [
    {
      fileName: 'Depotauszug_Bank_Zuerich_2026.pdf',
      data: await statementPdf(demoPositions, {
        bank: 'Bank am Limmat AG',
        asOf: uploadedAt.toISOString().slice(0, 10),
        createdAt: uploadedAt,
      }),
      declaredValue: 450_000,
    },
    { fileName: 'Vermoegensauszug_Scan.pdf', data: await scannedStatementPdf(uploadedAt), declaredValue: 1_200_000 },
  ];
  for (const [index, statement] of statements.entries()) {
    // a fixed key: seeding again writes the same file, nothing piles up in the store
    const storageKey = `portfolio-analysis/${adviser.partnerCompanyId}/demo-statement-${index + 1}.pdf`;
    await uploads.put(storageKey, statement.data);
    await db.insert(s.portfolioAnalysisDocuments).values({
      partnerCompanyId: adviser.partnerCompanyId,
      partnerUserId: adviser.id,
      fileName: statement.fileName,
      fileKind: 'pdf',
      sizeBytes: statement.data.length,
      storageKey,
      declaredValue: statement.declaredValue.toFixed(2),
      strategyId: strategy?.id ?? null,
      status: 'received',
      createdAt: new Date(uploadedAt.getTime() + index * 3_600_000),
      updatedAt: new Date(uploadedAt.getTime() + index * 3_600_000),
    });
  }
  await readReceivedStatements(db, uploads, { now: () => new Date(uploadedAt.getTime() + 2 * 3_600_000) });
  // the adviser saw the notification of the read statement the same day
  await db
    .update(s.notifications)
    .set({ seenAt: new Date(uploadedAt.getTime() + 4 * 3_600_000) })
    .where(and(eq(s.notifications.kind, 'portfolio_analysis_done'), isNull(s.notifications.seenAt)));
}
