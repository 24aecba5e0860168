import ExcelJS from 'exceljs';
import { clientListColumnLabels, type ClientListItem, type Locale, type ReferenceCurrency } from '@portal/shared/contracts';
import { formatDate, label, progressLabels, serviceKindLabels, statusLabels, words } from '../../lib/client-labels';
import { csvFile, csvLine, sheetRow } from '../../lib/spreadsheet';

/** One exported row, in the order and with the texts of the list the adviser sees; the last cell is the day added. */
type Row = [...(string | number)[], Date];

/** The headings of the list on the screen, in the same words (`clientListColumnLabels`, docs/clients.md). */
function headerOf(locale: Locale, currency: ReferenceCurrency): string[] {
  const columns = clientListColumnLabels;
  return [
    columns.name[locale],
    columns.email[locale],
    columns.status[locale],
    columns.progress[locale],
    columns.services[locale],
    columns.invested[locale].replace('{{currency}}', currency),
    columns.adviser[locale],
    columns.createdAt[locale],
  ];
}

/** The day a client was added, as a date (UTC midnight: Excel shows the calendar day, whatever the time zone). */
const dayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

function rowOf(client: ClientListItem, locale: Locale): Row {
  return [
    `${client.first_name} ${client.last_name}`,
    client.email ?? '',
    label(statusLabels[client.status], locale),
    label(progressLabels[client.onboarding_progress], locale),
    client.service_kinds.map((kind) => label(serviceKindLabels[kind], locale)).join(', '),
    client.invested_amount,
    client.adviser?.name ?? '',
    dayOf(client.created_at),
  ];
}

/**
 * CSV as Swiss spreadsheets open it (lib/spreadsheet.ts: semicolons, quoted and defused texts, BOM, CRLF); amounts
 * with a dot and two decimals.
 */
export function clientsCsv(clients: ClientListItem[], locale: Locale, currency: ReferenceCurrency): string {
  const rows = [
    headerOf(locale, currency),
    ...clients.map((client) => rowOf(client, locale).map((cell) => (cell instanceof Date ? formatDate(cell) : cell))),
  ];
  return csvFile(rows.map((row) => csvLine(row, (amount) => amount.toFixed(2))));
}

/** The same table as a workbook: a header row, frozen, filterable, amounts as numbers with Swiss grouping, the day added as a date cell. */
export async function clientsWorkbook(clients: ClientListItem[], locale: Locale, currency: ReferenceCurrency): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const sheet = workbook.addWorksheet(label(words.clients, locale), { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = headerOf(locale, currency);
  sheet.columns = header.map((title, index) => ({ header: title, key: String(index), width: [28, 30, 18, 34, 34, 20, 22, 14][index] }));
  for (const client of clients) sheet.addRow(sheetRow(rowOf(client, locale)));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(6).numFmt = "#'##0.00";
  sheet.getColumn(8).numFmt = 'dd.mm.yyyy';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
