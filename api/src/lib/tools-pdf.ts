import PDFDocument from 'pdfkit';
import type { Locale } from '@portal/shared/contracts';

// Small pieces the tools' PDFs share (projection export, example portfolio, investment calendar, analysis report).
// The standard PDF fonts speak WinAnsi only: the narrow and non-breaking spaces of fr-CH become plain spaces.

const intlLocale: Record<Locale, string> = { de: 'de-CH', en: 'en-CH', fr: 'fr-CH', it: 'it-CH' };

const ascii = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function formatChf(value: number, locale: Locale, decimals = 0): string {
  return ascii(
    `CHF ${new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}`,
  );
}

export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  return ascii(new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value));
}

export function formatPercent(value: number, locale: Locale, decimals = 1): string {
  return ascii(new Intl.NumberFormat(intlLocale[locale], { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value));
}

/** DD.MM.YYYY (DD/MM/YYYY in English), SPEC §2. */
export function formatDate(iso: string, locale: Locale): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return locale === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

export function formatLongDate(iso: string, locale: Locale): string {
  return ascii(new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)));
}

export function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 1)));
}

export const colors = { primary: '#1f4e79', band90: '#c9dcef', band75: '#8db4dc', median: '#1f4e79', paidIn: '#b4561e', text: '#222222', muted: '#666666', grid: '#dddddd' };

/** An A4 document with the portal's header; `render` draws the body; resolves to the bytes. */
export function renderPdf(meta: { title: string; subtitle?: string; info?: Record<string, string> }, render: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // a fixed creation date keeps the output the same for the same input (PDFs are compared in the tests)
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: meta.title, Producer: 'Partner portal', CreationDate: new Date(0), ...meta.info } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fillColor(colors.primary).font('Helvetica-Bold').fontSize(18).text(ascii(meta.title));
    if (meta.subtitle) doc.moveDown(0.2).fillColor(colors.muted).font('Helvetica').fontSize(10).text(ascii(meta.subtitle));
    doc.moveDown(1).fillColor(colors.text).font('Helvetica').fontSize(10);
    try {
      render(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** Two-column rows of label and value. */
export function keyValueTable(doc: PDFKit.PDFDocument, rows: [string, string][], width = 495) {
  const left = doc.page.margins.left;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fillColor(colors.muted).text(ascii(label), left, y, { width: width * 0.55 });
    doc.font('Helvetica-Bold').fillColor(colors.text).text(ascii(value), left + width * 0.55, y, { width: width * 0.45, align: 'right' });
    doc.moveDown(0.35);
  }
  doc.font('Helvetica').x = left;
}

/** A table with a header row; the first column left-aligned, the others right-aligned. */
export function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][], widths: number[]) {
  const left = doc.page.margins.left;
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(bold ? colors.primary : colors.text);
      doc.text(ascii(cell), x, y, { width: widths[index]! - 6, align: index === 0 ? 'left' : 'right', lineBreak: false, ellipsis: true });
      x += widths[index]!;
    });
    doc.y = y + 15;
  };
  line(header, true);
  doc
    .moveTo(left, doc.y - 3)
    .lineTo(left + widths.reduce((a, b) => a + b, 0), doc.y - 3)
    .strokeColor(colors.grid)
    .stroke();
  for (const row of rows) line(row, false);
  doc.x = left;
}

export { ascii as pdfText };
