import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { clientListColumnLabels, type ClientListItem, type Locale, type ReferenceCurrency } from '@portal/shared/contracts';
import { formatDate, label, progressLabels, serviceKindLabels, statusLabels, words } from '../../lib/client-labels';
import { defused, sheetRow } from '../../lib/spreadsheet';

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
 * CSV as Swiss spreadsheets open it (docs/files-and-gateway.md): semicolons, a BOM so that the umlauts are read, CRLF
 * line ends, every text quoted (quotes doubled) and defused by the one neutralisation (lib/spreadsheet.ts), amounts
 * unquoted with a dot and two decimals. csv-stringify writes the file; its own `escape_formulas` stays off, so that one
 * rule decides what is a formula, in the CSV as in the workbook.
 */
export function clientsCsv(clients: ClientListItem[], locale: Locale, currency: ReferenceCurrency): string {
  const rows = [
    headerOf(locale, currency),
    ...clients.map((client) => rowOf(client, locale).map((cell) => (cell instanceof Date ? formatDate(cell) : cell))),
  ];
  return stringify(rows, {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    quoted_string: true,
    cast: { string: defused, number: (amount) => amount.toFixed(2) },
  });
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
