import { parse } from 'csv-parse/sync';

/** The delimiter of `candidates` that the first lines of a CSV hold most often (a spreadsheet's export uses `;` or tabs). */
export function sniffDelimiter(text: string, candidates: readonly string[]): string {
  const firstLines = text.split(/\r?\n/, 5).join('\n');
  return candidates.map((candidate) => [candidate, firstLines.split(candidate).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * The rows of a CSV as cells, read by csv-parse (RFC 4180 quotes, `\n` or `\r\n`, with or without a byte-order mark,
 * rows of any length, a quote inside an unquoted cell kept as it is). Lines without a value are left out. `onRow` sees each row
 * as it is read and may throw to stop (the upload limits: lib/file-limits.ts).
 */
export function readCsv(
  text: string,
  {
    delimiter,
    trim = false,
    fromLine = 1,
    onRow,
  }: { delimiter: string; trim?: boolean; fromLine?: number; onRow?: (cells: string[]) => void },
): string[][] {
  const rows: string[][] = parse(text, {
    delimiter,
    bom: true,
    trim,
    from_line: fromLine,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    on_record: (record: string[]) => {
      onRow?.(record);
      return record;
    },
  });
  return rows;
}
