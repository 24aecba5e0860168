import type { Locale } from '@portal/shared/contracts';
import {
  colors as baseColors,
  contentWidth,
  createDocument,
  drawTable,
  fonts,
  formatDay,
  finishWithPageNumbers,
  formatNumber as baseNumber,
  formatShare,
  heading,
  pdfText,
  sectionTitle,
  type PdfDocument,
} from './pdf';

// What the tools' PDFs (projection export, example portfolio, investment calendar, analysis report, change log) add
// to the shared PDF base in ./pdf: whole-franc amounts, right-aligned key/value rows, chart colours.

/** `CHF 1'234'567` (whole francs). */
export const formatChf = (value: number, decimals = 0) => `CHF ${baseNumber(value, decimals)}`;
export const formatDate = (iso: string, locale: Locale) => formatDay(iso, locale);
export { baseNumber as formatNumber, formatShare, pdfText, drawTable, fonts, sectionTitle, type PdfDocument };

export const colors = {
  ...baseColors,
  primary: baseColors.accent,
  band90: '#c9dcef',
  band75: '#8db4dc',
  median: baseColors.accent,
  paidIn: '#b4561e',
  grid: '#dddddd',
};

/** A document of the base with its heading; `render` draws the body; resolves to the bytes, with page numbers. */
export async function renderPdf(
  meta: { title: string; subtitle?: string; locale: Locale; createdAt?: Date },
  render: (doc: PdfDocument) => void,
): Promise<Buffer> {
  const doc = createDocument({ title: meta.title, locale: meta.locale, createdAt: meta.createdAt });
  heading(doc, meta.title, meta.subtitle ? [meta.subtitle] : []);
  render(doc);
  return finishWithPageNumbers(doc, meta.locale);
}

/** Rows of label (left) and value (right). */
export function keyValueTable(doc: PdfDocument, rows: [string, string][]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font(fonts.regular)
      .fillColor(colors.muted)
      .text(pdfText(label), left, y, { width: width * 0.55 });
    doc
      .font(fonts.bold)
      .fillColor(colors.text)
      .text(pdfText(value), left + width * 0.55, y, { width: width * 0.45, align: 'right' });
    doc.moveDown(0.35);
  }
  doc.font(fonts.regular);
  doc.x = left;
}
