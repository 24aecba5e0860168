import ExcelJS from 'exceljs';
import { exampleAssetClasses, type PositionsAnalysis } from '@portal/shared/contracts';
import { DEFAULT_FILE_LIMITS, rowCounter, type FileLimits } from '../../lib/file-limits';
import { readCsv, sniffDelimiter } from '../../lib/csv';

export type Position = { isin: string; name: string; amount: number; currency: string; assetClass: string; fee: number | null };

const headerAliases: Record<keyof Omit<Position, 'fee'> | 'fee', string[]> = {
  isin: ['isin'],
  name: ['name', 'bezeichnung', 'titel', 'description', 'designation', 'désignation', 'descrizione', 'position'],
  amount: ['amount', 'betrag', 'wert', 'value', 'marktwert', 'market value', 'montant', 'valeur', 'importo', 'valore'],
  currency: ['currency', 'währung', 'waehrung', 'whg', 'ccy', 'devise', 'monnaie', 'valuta'],
  assetClass: ['asset class', 'asset_class', 'anlageklasse', "classe d'actifs", 'classe', 'classe d’investimento', 'kategorie', 'category'],
  fee: ['ter', 'fee', 'kosten', 'gebühr', 'frais', 'costi'],
};

/**
 * Parses a CSV (`;`, `,` or tab separated, quotes as RFC 4180: lib/csv.ts) into rows of cells; refuses one with more rows or cells
 * than the limits (FileLimitError). Runs in the parse worker (plugins/file-parser.ts).
 */
export function parseCsv(text: string, limits: Pick<FileLimits, 'maxRows' | 'maxCells'> = DEFAULT_FILE_LIMITS): string[][] {
  const count = rowCounter(limits);
  const rows = readCsv(text, { delimiter: sniffDelimiter(text, [';', '\t', ',']), onRow: (cells) => count(cells.length) });
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet of an XLSX as rows of cells; refuses one with more rows or cells than the limits
 * (FileLimitError). The archive's size is checked before (lib/file-limits.ts). Runs in the parse worker.
 */
export async function parseXlsx(data: Buffer, limits: Pick<FileLimits, 'maxRows' | 'maxCells'> = DEFAULT_FILE_LIMITS): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; Node's is what it reads
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const count = rowCounter(limits);
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as ExcelJS.CellValue[];
    count(row.cellCount);
    rows.push(values.slice(1).map(cellText));
  });
  return rows;
}

/** `1'234.50`, `1 234,50`, `1.234,50`, `1234.5` → 1234.5; null when it is no number. */
export function parseAmount(text: string): number | null {
  let value = text.replace(/[\s'’\u00a0\u202f]/g, '').replace(/^(CHF|EUR|USD|GBP)/i, '');
  if (value === '') return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    value = lastComma > lastDot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (lastComma >= 0) {
    value = /,\d{1,2}$/.test(value) && value.split(',').length === 2 ? value.replace(',', '.') : value.replace(/,/g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Number(value);
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A position's asset class: the file's own column when it names one, else from its name, else "other". */
export function assetClassOf(declared: string, name: string): string {
  const text = normalise(`${declared} ${name}`);
  // German compounds (Namenaktie, Bundesanleihe) put the telling word at the end: no word boundary before those
  const rules: [string, RegExp][] = [
    ['cash', /(\bcash|liquidit|geldmarkt|money market|konto\b|\bcompte|\bconto\b|monétaire)/],
    ['bonds', /(\bbond|oblig|anleihe|renten|fixed income)/],
    ['real_estate', /(immo|real estate|\breit\b|immobil)/],
    ['commodities', /(gold|silber|silver|commod|rohstoff|matières|materie)/],
    ['alternatives', /(hedge|private equity|alternativ|infrastru)/],
    ['equities', /(aktie|equit|\baction|azion|\bstock|\bshare|msci|\bspi\b|\bsmi\b|s&p|index|\betf)/],
  ];
  const declaredClass = normalise(declared).replace(/ /g, '_');
  if ((exampleAssetClasses as readonly string[]).includes(declaredClass)) return declaredClass;
  return rules.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

/** The positions of a positions file: a header row names the columns (ISIN, amount and currency are needed). */
export function readPositions(rows: string[][]): { positions: Position[]; skipped: number } | null {
  const headerIndex = rows.findIndex((cells) => cells.some((cell) => headerAliases.isin.includes(normalise(cell))));
  if (headerIndex < 0) return null;
  const header = rows[headerIndex]!.map(normalise);
  const column = (key: keyof typeof headerAliases) => header.findIndex((cell) => headerAliases[key].includes(cell));
  const columns = {
    isin: column('isin'),
    name: column('name'),
    amount: column('amount'),
    currency: column('currency'),
    assetClass: column('assetClass'),
    fee: column('fee'),
  };
  if (columns.amount < 0 || columns.currency < 0) return null;
  const positions: Position[] = [];
  let skipped = 0;
  for (const cells of rows.slice(headerIndex + 1)) {
    const isin = (cells[columns.isin] ?? '').trim().toUpperCase();
    const amount = parseAmount(cells[columns.amount] ?? '');
    const currency = (cells[columns.currency] ?? '').trim().toUpperCase();
    if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) || amount === null || amount <= 0 || !/^[A-Z]{3}$/.test(currency)) {
      skipped += 1;
      continue;
    }
    const name = columns.name >= 0 ? (cells[columns.name] ?? '').trim() : '';
    const fee = columns.fee >= 0 ? parseAmount((cells[columns.fee] ?? '').replace('%', '')) : null;
    positions.push({
      isin,
      name: name || isin,
      amount,
      currency,
      assetClass: assetClassOf(columns.assetClass >= 0 ? (cells[columns.assetClass] ?? '') : '', name),
      // a TER column is in percent (0.45 = 0.45 %)
      fee: fee === null ? null : fee / 100,
    });
  }
  return { positions, skipped };
}

/** Typical yearly costs of a bank's own funds by asset class, where the file tells none (ongoing charges, TER). */
export const typicalFees: Record<string, number> = {
  cash: 0.002,
  bonds: 0.008,
  equities: 0.0135,
  real_estate: 0.0105,
  commodities: 0.006,
  alternatives: 0.018,
  other: 0.012,
};

export type ProposedStrategy = { name: string; ongoingFee: number; expectedReturn: number };

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Allocation by asset class and currency, concentration (five largest, Herfindahl index) and, against a proposed
 * strategy, the fee drag: the difference of yearly costs and what it amounts to over ten years at the strategy's
 * expected return. Amounts in foreign currencies are converted with `chfPerUnit`.
 */
export function analysePositions(
  positions: Position[],
  skipped: number,
  chfPerUnit: (currency: string) => number | null,
  proposed: ProposedStrategy | null,
): PositionsAnalysis {
  const valued = positions.flatMap((position) => {
    const rate = position.currency === 'CHF' ? 1 : chfPerUnit(position.currency);
    return rate === null ? [] : [{ ...position, chf: position.amount * rate }];
  });
  const total = valued.reduce((sum, position) => sum + position.chf, 0);
  const shares = (key: (position: (typeof valued)[number]) => string) => {
    const sums = new Map<string, number>();
    for (const position of valued) sums.set(key(position), (sums.get(key(position)) ?? 0) + position.chf);
    return [...sums.entries()]
      .map(([name, value]) => ({ key: name, value: round(value), share: total ? round(value / total, 4) : 0 }))
      .sort((a, b) => b.value - a.value);
  };
  const largest = [...valued].sort((a, b) => b.chf - a.chf);
  const top5 = largest.slice(0, 5).reduce((sum, position) => sum + position.chf, 0);
  const hhi = total ? valued.reduce((sum, position) => sum + (position.chf / total) ** 2, 0) : 0;
  const currentFee = total
    ? valued.reduce((sum, position) => sum + position.chf * (position.fee ?? typicalFees[position.assetClass] ?? typicalFees.other!), 0) /
      total
    : 0;
  const tenYears = (fee: number) => total * (1 + (proposed?.expectedReturn ?? 0) - fee) ** 10;
  return {
    currency: 'CHF',
    total_value: round(total),
    positions_count: valued.length,
    skipped_rows: skipped + (positions.length - valued.length),
    by_asset_class: shares((position) => position.assetClass),
    by_currency: shares((position) => position.currency),
    top_positions: largest
      .slice(0, 10)
      .map((position) => ({ name: position.name, isin: position.isin, value: round(position.chf), share: round(position.chf / total, 4) })),
    top5_share: total ? round(top5 / total, 4) : 0,
    hhi: round(hhi, 4),
    fee_drag: proposed
      ? {
          strategy_name: proposed.name,
          current_fee: round(currentFee, 5),
          proposed_fee: proposed.ongoingFee,
          yearly_difference: round(total * (currentFee - proposed.ongoingFee)),
          ten_year_difference: round(tenYears(proposed.ongoingFee) - tenYears(currentFee)),
        }
      : null,
  };
}
