/**
 * The one neutralisation of every CSV and Excel file the API writes (docs/files-and-gateway.md): a text that a
 * spreadsheet would run as a formula is written as text. Names, e-mail addresses, ISIN names come from users and
 * other systems; `=HYPERLINK("http://…","Details")` in a fund's name must reach the adviser's spreadsheet as words,
 * not as a link that sends data away when clicked.
 */

/**
 * What starts a formula: =, +, -, @, a tab or a carriage return (OWASP's list), and their full-width forms, which
 * some spreadsheets read alike. Leading spaces do not hide one: some spreadsheets skip them.
 */
const FORMULA_START = /^[\s\u00a0]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** A text cell that would start a formula gets a leading quote, which keeps it as text (and shows as itself). */
export const defused = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell of a worksheet row: text defused, numbers, dates and empty cells as they are. */
export const sheetCell = <T>(value: T): T | string => (typeof value === 'string' ? defused(value) : value);

/** A worksheet row for exceljs's addRow: every text cell defused. */
export const sheetRow = <T>(values: T[]): (T | string)[] => values.map(sheetCell);

export type CsvCell = string | number | null | undefined;

/**
 * One line of CSV as Swiss spreadsheets open it: semicolons between fields, every text quoted (quotes doubled) and
 * defused, numbers unquoted as `number` formats them (default: as JavaScript writes them, a dot for decimals), an
 * empty field for none.
 */
export function csvLine(cells: readonly CsvCell[], number: (value: number) => string = String): string {
  return cells
    .map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'number') return number(cell);
      return `"${defused(cell).replace(/"/g, '""')}"`;
    })
    .join(';');
}

/** A whole CSV file: UTF-8 with a byte order mark (so that spreadsheets read the umlauts), CRLF line ends. */
export const csvFile = (lines: string[]): string => `\uFEFF${lines.join('\r\n')}\r\n`;
