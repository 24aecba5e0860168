import PDFDocument from 'pdfkit';
import type { Locale } from '@portal/shared/contracts';
import { pdfText } from './format';

/**
 * The fonts of every generated PDF: the standard Helvetica faces, which every PDF reader has, so no font file ships
 * with the API and the Swiss QR bill (which the standard prescribes in Helvetica or Arial) matches the page.
 */
export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

/** A4 in points, and the margins every document uses (about 20 mm). */
export const page = { width: 595.28, height: 841.89, margin: 56 } as const;

export const colors = { text: '#1d1d1f', muted: '#6b6b72', rule: '#c9c9cf', accent: '#0b3d5c', band: '#f2f4f7' } as const;

export type PdfDocument = PDFKit.PDFDocument;

export type DocumentOptions = {
  title: string;
  locale: Locale;
  /** who the document is from (the PDF's author): the wealth manager or a partner company */
  author?: string;
  subject?: string;
  /** the document's date in its metadata; pass the injected clock's time so that the bytes are reproducible */
  createdAt?: Date;
};

/**
 * A new A4 document with the portal's metadata, margins and fonts, its first page added and the regular font set.
 * `pdfkit` writes the creation date into the file: it comes from `createdAt` (the caller's clock), never from now.
 */
export function createDocument(options: DocumentOptions): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    autoFirstPage: true,
    bufferPages: true,
    lang: options.locale,
    displayTitle: true,
    info: {
      Title: pdfText(options.title),
      Author: pdfText(options.author ?? 'Partner Portal'),
      Subject: pdfText(options.subject ?? options.title),
      Creator: 'Partner Portal',
      Producer: 'Partner Portal',
      CreationDate: options.createdAt ?? new Date(0),
    },
  });
  doc.font(fonts.regular).fontSize(10).fillColor(colors.text);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function toBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A heading block: the title in bold, then optional lines below it in the muted colour. */
export function heading(doc: PdfDocument, title: string, lines: string[] = []): void {
  doc
    .font(fonts.bold)
    .fontSize(16)
    .fillColor(colors.accent)
    .text(pdfText(title), { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(10).fillColor(colors.muted);
  for (const line of lines) doc.text(pdfText(line), { width: contentWidth(doc) });
  doc.fillColor(colors.text).moveDown(0.8);
}

/** An address block (sender or recipient) at a fixed place, e.g. for a window envelope. */
export function addressBlock(doc: PdfDocument, lines: string[], x: number, y: number, width = 220): void {
  const [first, ...rest] = lines;
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(colors.text)
    .text(pdfText(first ?? ''), x, y, { width });
  doc.font(fonts.regular);
  for (const line of rest) doc.text(pdfText(line), { width });
}

/** The width between the margins. */
export function contentWidth(doc: PdfDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Writes "page n of m" and an optional footer text at the bottom of every buffered page (call before `toBuffer`). */
export function pageFooters(doc: PdfDocument, footer: (pageNumber: number, pageCount: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // text below the bottom margin would open a new page: lift the margin while writing into it
    doc.page.margins.bottom = 0;
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(colors.muted)
      .text(pdfText(footer(index - range.start + 1, range.count)), doc.page.margins.left, doc.page.height - 36, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor(colors.text);
}

/** "Seite 1 von 2" in the document's language. */
export function pageOf(locale: Locale, pageNumber: number, pageCount: number): string {
  const word = { de: ['Seite', 'von'], en: ['Page', 'of'], fr: ['Page', 'sur'], it: ['Pagina', 'di'] }[locale];
  return `${word[0]} ${pageNumber} ${word[1]} ${pageCount}`;
}
