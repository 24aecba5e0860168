import { getDocumentProxy } from 'unpdf';
import { isValidIsin } from '@portal/shared/contracts';
import { assetClassOf, parseAmount, type Position } from './positions';

/** Text pieces whose baselines are this close (PDF points) are on one line. */
const LINE_TOLERANCE = 2;
/** At most this many pages are read: a statement is a few pages, a 10 MB scan is not worth reading to its end. */
const MAX_PAGES = 50;

type Piece = { x: number; y: number; text: string };

/**
 * The text lines of a PDF, page after page, each line's pieces from left to right: a statement's table row (name,
 * ISIN, amount, currency in separate cells) becomes one line. A scanned statement has no text: no lines.
 */
export async function statementLines(data: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over: it gets a copy; its warnings on a damaged file (verbosity 0: errors only) would go
  // to the console, not the API's log
  const pdf = await getDocumentProxy(new Uint8Array(data), { stopAtErrors: false, verbosity: 0 });
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        pieces.push({ x: item.transform[4] as number, y: item.transform[5] as number, text: item.str.trim() });
      }
      // top of the page first (PDF y grows upwards), then left to right
      pieces.sort((a, b) => b.y - a.y || a.x - b.x);
      let row: Piece[] = [];
      const flush = () => {
        if (row.length)
          lines.push(
            row
              .sort((a, b) => a.x - b.x)
              .map((piece) => piece.text)
              .join(' '),
          );
        row = [];
      };
      for (const piece of pieces) {
        if (row.length && Math.abs(row[0]!.y - piece.y) > LINE_TOLERANCE) flush();
        row.push(piece);
      }
      flush();
      page.cleanup();
    }
    return lines;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** The currencies a Swiss statement holds positions in. */
const currencies = ['CHF', 'EUR', 'USD', 'GBP', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'HKD', 'SGD', 'CNY', 'NZD'];
const isinPattern = /\b[A-Z]{2}[A-Z0-9]{9}\d\b/g;
const currencyPattern = new RegExp(`\\b(${currencies.join('|')})\\b`);
// 1'234.50 · 1 234,50 (a no-break space) · 1.234,50 · 1,234.50 · 1234.5 · 500. A plain space separates cells, not
// thousands: a row's quantity and price (`350 142.80`) are two figures, not 350'142.80
const amountSource = String.raw`\d{1,3}(?:['’\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const amountPattern = new RegExp(String.raw`(?<=^|\s)(?:${amountSource})(?=\s|$)`, 'g');

/** The amount of a row's figures: the largest one beside the currency (a price may stand there too), else the last. */
function amountOf(figures: string, currency: { index: number; length: number }): number | null {
  const amounts = [...figures.matchAll(amountPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: parseAmount(match[0]),
  }));
  const between = (from: number, to: number) => from <= to && figures.slice(from, to).trim() === '';
  const beside = amounts.filter((amount) => between(amount.end, currency.index) || between(currency.index + currency.length, amount.start));
  const values = (beside.length ? beside : amounts.slice(-1)).map((amount) => amount.value).filter((value) => value !== null);
  return values.length ? Math.max(...values) : null;
}

/**
 * The positions of a statement's text lines: a line with a valid ISIN (check digit), a currency and an amount is a
 * position. The amount is the largest one beside the currency (`CHF 12'500.00`, `98.50 CHF 12'500.00`), else the
 * line's last number (the market value column ends the row); dates and percentages are no amounts. The name is what stands
 * before the ISIN (or after it, when nothing does). A line with an ISIN but no amount or currency is skipped.
 */
export function readStatementPositions(lines: string[]): { positions: Position[]; skipped: number } {
  const positions: Position[] = [];
  let skipped = 0;
  for (const raw of lines) {
    // plain spaces only: a no-break space groups thousands
    const line = raw.replace(/[ \t\r\n]+/g, ' ').trim();
    const isin = [...line.matchAll(isinPattern)].map((match) => match[0]).find(isValidIsin);
    if (!isin) continue;
    const at = line.indexOf(isin);
    // the figures stand after the ISIN; dates, percentages and the ISIN itself are left out of them
    const figures = line
      .slice(at + isin.length)
      .replace(/\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g, ' ')
      .replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' ')
      .replace(new RegExp(String.raw`(${amountSource})\s*%`, 'g'), ' ')
      .replace(/ +/g, ' ');
    const found = currencyPattern.exec(figures);
    const currency = found?.[1];
    const amount = found ? amountOf(figures, { index: found.index, length: found[0].length }) : null;
    if (!currency || amount === null || amount <= 0) {
      skipped += 1;
      continue;
    }
    const before = line.slice(0, at).trim();
    const name = (
      before ||
      line
        .slice(at + isin.length)
        .replace(currencyPattern, '')
        .replace(/[\d'’.,\s%-]+/g, ' ')
        .trim()
    ).slice(0, 120);
    positions.push({ isin, name: name || isin, amount, currency, assetClass: assetClassOf('', name), fee: null });
  }
  return { positions, skipped };
}
