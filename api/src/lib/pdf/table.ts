import { colors, contentWidth, fonts, type PdfDocument } from './document';
import { pdfText } from './format';

export type TableColumn = {
  header: string;
  /** a share of the content width (the shares of all columns are scaled to fill it) */
  width: number;
  align?: 'left' | 'right' | 'center';
};

export type TableRow = {
  cells: string[];
  /** a totals row: bold, with a rule above */
  emphasis?: boolean;
};

export type TableOptions = {
  columns: TableColumn[];
  rows: TableRow[];
  fontSize?: number;
  /** space kept free below the table on its last page (e.g. for the QR bill) is the caller's business */
  padding?: number;
};

/**
 * Draws a table from the current position across the content width with pdfkit's own table (`doc.table`): it measures,
 * wraps and draws the cells. Rows that do not fit go onto a new page, where the header row is repeated (pdfkit breaks
 * the page but does not repeat a header: the table is ended and begun anew under the header); long cells wrap and the
 * row grows with them. A totals row is bold with a rule above, the others have a hairline below.
 */
export function drawTable(doc: PdfDocument, options: TableOptions): void {
  const fontSize = options.fontSize ?? 9;
  const padding = options.padding ?? 4;
  const left = doc.page.margins.left;
  const tableWidth = contentWidth(doc);
  const total = options.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = options.columns.map((column) => (column.width / total) * tableWidth);
  const columnStyles = options.columns.map((column, index) => ({
    width: widths[index]!,
    align: { x: column.align ?? 'left', y: 'top' as const },
  }));
  const none = { top: 0, right: 0, bottom: 0, left: 0 };

  /** The row's height as pdfkit measures it: its tallest wrapped cell and the padding. */
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(...cells.map((cell, index) => doc.heightOfString(pdfText(cell), { width: widths[index]! - 2 * padding }))) + 2 * padding
    );
  };
  const cellsOf = (cells: string[], font: string, style: PDFKit.Mixins.CellOptions): PDFKit.Mixins.CellOptions[] =>
    cells.map((cell) => ({ ...style, text: pdfText(cell), font: { src: font, size: fontSize } }));
  const begin = () => {
    const table = doc.table({
      position: { x: left, y: doc.y },
      maxWidth: tableWidth,
      columnStyles,
      defaultStyle: { padding, border: none, textColor: colors.text },
    });
    const headers = options.columns.map((column) => column.header);
    table.row(cellsOf(headers, fonts.bold, { backgroundColor: colors.band, type: 'TH' }));
    return table;
  };
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;

  let table = begin();
  for (const row of options.rows) {
    const font = row.emphasis ? fonts.bold : fonts.regular;
    // a row that would not fit begins the table anew on the next page, under its header (pdfkit would break without it)
    if (doc.y + rowHeight(row.cells, font) + 1 >= bottomLimit()) {
      table.end();
      doc.addPage();
      table = begin();
    }
    table.row(
      cellsOf(
        row.cells,
        font,
        row.emphasis
          ? { border: { ...none, top: 0.8 }, borderColor: { top: colors.text } }
          : { border: { ...none, bottom: 0.3 }, borderColor: { bottom: colors.rule } },
      ),
    );
  }
  table.end();
  doc.x = left;
  doc.font(fonts.regular).fontSize(10).fillColor(colors.text);
  doc.moveDown(0.8);
}
