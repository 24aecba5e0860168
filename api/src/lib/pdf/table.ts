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
 * Draws a table from the current position across the content width. Rows that do not fit go onto a new page, where
 * the header row is repeated; long cells wrap and the row grows with them.
 */
export function drawTable(doc: PdfDocument, options: TableOptions): void {
  const fontSize = options.fontSize ?? 9;
  const padding = options.padding ?? 4;
  const left = doc.page.margins.left;
  const total = options.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = options.columns.map((column) => (column.width / total) * contentWidth(doc));
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const tableWidth = contentWidth(doc);

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(...cells.map((cell, index) => doc.heightOfString(pdfText(cell), { width: widths[index]! - 2 * padding }))) + 2 * padding
    );
  };

  const drawCells = (cells: string[], y: number, font: string) => {
    doc.font(font).fontSize(fontSize);
    cells.forEach((cell, index) => {
      doc.text(pdfText(cell), xs[index]! + padding, y + padding, {
        width: widths[index]! - 2 * padding,
        align: options.columns[index]!.align ?? 'left',
      });
    });
  };

  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;

  const drawHeader = () => {
    const headers = options.columns.map((column) => column.header);
    const height = rowHeight(headers, fonts.bold);
    const y = doc.y;
    doc.rect(left, y, tableWidth, height).fill(colors.band);
    doc.fillColor(colors.text);
    drawCells(headers, y, fonts.bold);
    doc.y = y + height;
  };

  drawHeader();
  for (const row of options.rows) {
    const font = row.emphasis ? fonts.bold : fonts.regular;
    const height = rowHeight(row.cells, font);
    if (doc.y + height > bottomLimit()) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    if (row.emphasis) {
      doc
        .moveTo(left, y)
        .lineTo(left + tableWidth, y)
        .lineWidth(0.8)
        .strokeColor(colors.text)
        .stroke();
    }
    drawCells(row.cells, y, font);
    doc.y = y + height;
    if (!row.emphasis) {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + tableWidth, doc.y)
        .lineWidth(0.3)
        .strokeColor(colors.rule)
        .stroke();
    }
  }
  doc.x = left;
  doc.font(fonts.regular).fontSize(10).fillColor(colors.text);
  doc.moveDown(0.8);
}
