import type { Locale } from '@portal/shared/contracts';
import { colors, contentWidth, fonts, pageFooters, pageOf, toBuffer, type PdfDocument } from './document';
import { pdfText } from './format';
import { drawTable } from './table';

/**
 * A section title in the accent colour across the content width. It starts a new page when less than `keepWith`
 * points are left below it, so that a title does not stand alone at the foot of a page.
 */
export function sectionTitle(doc: PdfDocument, title: string, keepWith = 80): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - keepWith) doc.addPage();
  doc.moveDown(0.4);
  doc
    .font(fonts.bold)
    .fontSize(12)
    .fillColor(colors.accent)
    .text(pdfText(title), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(colors.text);
}

/** A note across the content width in the muted colour (explanations, "no transactions"). */
export function note(doc: PdfDocument, text: string): void {
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(colors.muted)
    .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor(colors.text).fontSize(10).moveDown(0.6);
}

/** Rows of a label and its value as a two-column table without a header (wraps long values, breaks pages). */
export function labelValueTable(doc: PdfDocument, rows: [string, string][]): void {
  drawTable(doc, {
    columns: [
      { header: '', width: 2 },
      { header: '', width: 3 },
    ],
    rows: rows.map(([key, value]) => ({ cells: [key, value] })),
  });
}

/** Writes "Seite n von m" at the foot of every page and resolves with the document's bytes. */
export function finishWithPageNumbers(doc: PdfDocument, locale: Locale): Promise<Buffer> {
  pageFooters(doc, (n, count) => pageOf(locale, n, count));
  return toBuffer(doc);
}
