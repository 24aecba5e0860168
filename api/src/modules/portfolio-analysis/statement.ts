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

/** A statement's totals: never a position's figures. */
const totalPattern = /^(total|totale|totaux|summe|gesamt|gesamttotal|zwischensumme|subtotal|sous-total|totale parziale)\b/i;
/** A Swiss security number with its label (`Valor 1234567`): not part of a name. */
const valorPattern = /\b(?:valor|valoren-?nr\.?|valorennummer|n[°o] de valeur|numero di valore)\s*:?\s*\d[\d'.]*/gi;
/** The label a statement puts before an ISIN: not part of a name. */
const labelPattern = /\bisin\s*:?\s*$/i;

/** A line's figures: dates, percentages and runs of spaces left out. */
function figuresOf(text: string): string {
  return text
    .replace(/\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g, ' ')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' ')
    .replace(new RegExp(String.raw`(${amountSource})\s*%`, 'g'), ' ')
    .replace(/ +/g, ' ');
}

/** The currency and the amount of a line's figures, or null when one of them is missing. */
function valueOf(figures: string): { currency: string; amount: number } | null {
  const found = currencyPattern.exec(figures);
  if (!found?.[1]) return null;
  const amount = amountOf(figures, { index: found.index, length: found[0].length });
  return amount === null || amount <= 0 ? null : { currency: found[1], amount };
}

/** The text of a line before its first figure or currency: a position's name on a line of its own figures. */
function textBeforeFigures(line: string): string {
  const first = line.search(new RegExp(String.raw`(?<=^|\s)(?:${amountSource}|${currencies.join('|')})(?=\s|$)`));
  return (first < 0 ? line : line.slice(0, first)).trim();
}

/**
 * The positions of a statement's text lines: a valid ISIN (check digit) with a currency and an amount is a position.
 * The amount is the largest one beside the currency (`CHF 12'500.00`, `98.50 CHF 12'500.00`), else the last number
 * of the figures (the market value column ends the row); dates and percentages are no amounts. The name is what
 * stands before the ISIN (or after it, when nothing does).
 *
 * A position may take more than one line, as many banks print them:
 * - name above, ISIN and figures below it (`Nestlé Namenaktie` / `CH0038863350 350 CHF 34'475.00`);
 * - name and figures, then the ISIN on a line of its own (`Nestlé 350 CHF 34'475.00` / `ISIN CH0038863350`);
 * - name and ISIN, then the figures on the next line or two (`Nestlé ISIN CH0038863350` / `350 Stück CHF 34'475.00`);
 * - name, ISIN and figures on three lines.
 * A line serves one position only, totals serve none. An ISIN without amount or currency is skipped.
 */
export function readStatementPositions(rawLines: string[]): { positions: Position[]; skipped: number } {
  // plain spaces only: a no-break space groups thousands
  const lines = rawLines.map((raw) => raw.replace(/[ \t\r\n]+/g, ' ').trim());
  const isins = lines.map((line) => [...line.matchAll(isinPattern)].map((match) => match[0]).find(isValidIsin));
  const used = new Set<number>();
  // a line another position may draw on: no ISIN of its own, no total, not taken yet, not a table header
  const free = (index: number) =>
    index >= 0 && index < lines.length && !isins[index] && !used.has(index) && lines[index] !== '' && !totalPattern.test(lines[index]!);
  const positions: Position[] = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    const isin = isins[index];
    if (!isin) return;
    used.add(index);
    const at = line.indexOf(isin);
    const before = line.slice(0, at).replace(valorPattern, ' ').replace(labelPattern, '').trim();
    let value = valueOf(figuresOf(line.slice(at + isin.length)));
    let name = before;
    const previous = index - 1;
    const previousFree = free(previous) && !/\bISIN\b/i.test(lines[previous]!);
    if (!value && !before && previousFree && valueOf(figuresOf(lines[previous]!))) {
      // name and figures above, the ISIN on a line of its own
      value = valueOf(figuresOf(lines[previous]!));
      name = textBeforeFigures(lines[previous]!);
      used.add(previous);
    } else {
      if (!name && previousFree && !valueOf(figuresOf(lines[previous]!))) {
        // the name on the line above
        name = lines[previous]!;
        used.add(previous);
      }
      // the figures on the next line or two
      let figures = '';
      for (let next = index + 1; !value && next <= index + 2 && free(next); next += 1) {
        figures = `${figures} ${figuresOf(lines[next]!)}`;
        value = valueOf(figures);
        if (value) for (let taken = index + 1; taken <= next; taken += 1) used.add(taken);
      }
    }
    if (!value) {
      skipped += 1;
      return;
    }
    const fallback = line
      .slice(at + isin.length)
      .replace(currencyPattern, '')
      .replace(/[\d'’.,\s%-]+/g, ' ')
      .trim();
    const shown = (name || fallback).slice(0, 120);
    positions.push({
      isin,
      name: shown || isin,
      amount: value.amount,
      currency: value.currency,
      assetClass: assetClassOf('', shown),
      fee: null,
    });
  });
  return { positions, skipped };
}
