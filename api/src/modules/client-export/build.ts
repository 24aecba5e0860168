import ExcelJS from 'exceljs';
import type { ClientListItem, Locale, ReferenceCurrency } from '@portal/shared/contracts';
import { formatDate, label, progressLabels, serviceKindLabels, statusLabels, words } from '../../lib/client-labels';

/** One exported row, in the order and with the texts of the list the adviser sees. */
type Row = (string | number)[];

function headerOf(locale: Locale, currency: ReferenceCurrency): string[] {
  return [
    label(words.name, locale),
    label(words.email, locale),
    label(words.status, locale),
    label(words.onboardingProgress, locale),
    label(words.services, locale),
    `${label(words.investedAmount, locale)} (${currency})`,
    label(words.adviser, locale),
    label(words.createdAt, locale),
  ];
}

function rowOf(client: ClientListItem, locale: Locale): Row {
  return [
    `${client.first_name} ${client.last_name}`,
    client.email ?? '',
    label(statusLabels[client.status], locale),
    label(progressLabels[client.onboarding_progress], locale),
    client.service_kinds.map((kind) => label(serviceKindLabels[kind], locale)).join(', '),
    client.invested_amount,
    client.adviser?.name ?? '',
    formatDate(client.created_at),
  ];
}

/** A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text with a leading quote. */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * CSV as Swiss spreadsheets open it: UTF-8 with a byte order mark, semicolons between fields, CRLF line ends, every
 * text field quoted; amounts with a dot and two decimals.
 */
export function clientsCsv(clients: ClientListItem[], locale: Locale, currency: ReferenceCurrency): string {
  const field = (value: string | number) => (typeof value === 'number' ? value.toFixed(2) : `"${defused(value).replace(/"/g, '""')}"`);
  const lines = [headerOf(locale, currency), ...clients.map((client) => rowOf(client, locale))].map((row) => row.map(field).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The same table as a workbook: a header row, frozen, filterable, amounts as numbers with Swiss grouping. */
export async function clientsWorkbook(clients: ClientListItem[], locale: Locale, currency: ReferenceCurrency): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const sheet = workbook.addWorksheet(label(words.clients, locale), { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = headerOf(locale, currency);
  sheet.columns = header.map((title, index) => ({ header: title, key: String(index), width: [28, 30, 18, 34, 34, 20, 22, 14][index] }));
  for (const client of clients) sheet.addRow(rowOf(client, locale).map((value) => (typeof value === 'string' ? defused(value) : value)));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(6).numFmt = "#'##0.00";
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
