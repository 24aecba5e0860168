import ExcelJS from 'exceljs';
import type { Locale, ProjectionResponse } from '@portal/shared/contracts';
import { projectionPdfTexts, taxRows, type ProjectionInputs, type ProjectionTax } from './projection-pdf';

const CHF = "#'##0.00";

/**
 * The projection as a workbook, in the texts of its PDF: the assumptions and the yearly percentiles on one sheet and,
 * when the adviser filled the pillar 3a tax inputs, the tax engine's figures on a second, the source under each.
 */
export async function projectionWorkbook(
  projection: ProjectionResponse,
  inputs: ProjectionInputs,
  locale: Locale,
  tax: ProjectionTax | null = null,
): Promise<Buffer> {
  const t = projectionPdfTexts[locale];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const sheet = workbook.addWorksheet(t.chart);
  sheet.columns = t.tableHeader.map((_, index) => ({ width: index === 0 ? 34 : 16 }));
  const pair = (label: string, value: string | number, format?: string) => {
    const row = sheet.addRow([label, value]);
    if (format) row.getCell(2).numFmt = format;
  };
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  sheet.addRow([t.assumptions]).font = { bold: true };
  pair(t.strategy, projection.strategy.name);
  pair(t.initial, inputs.initialAmount, CHF);
  pair(t.monthly, inputs.monthlyContribution, CHF);
  pair(t.horizon, inputs.years);
  pair(t.expectedReturn, projection.assumptions.expected_return, '0.0%');
  pair(t.volatility, projection.assumptions.volatility, '0.0%');
  pair(t.paths, projection.assumptions.paths);
  sheet.addRow([]);
  sheet.addRow(t.tableHeader).font = { bold: true };
  for (const point of projection.points) {
    const row = sheet.addRow([point.year, point.paid_in, point.p10, point.p25, point.p50, point.p75, point.p90]);
    for (let column = 2; column <= 7; column += 1) row.getCell(column).numFmt = CHF;
  }
  sheet.addRow([]);
  sheet.addRow([t.disclaimer]).font = { italic: true };

  if (tax) {
    const rows = taxRows(tax, locale);
    const taxes = workbook.addWorksheet(rows.title);
    taxes.columns = [{ width: 52 }, { width: 22 }, { width: 22 }, { width: 28 }];
    taxes.addRow([rows.title]).font = { bold: true, size: 14 };
    for (const [label, value] of rows.inputs) {
      const row = taxes.addRow([label, value]);
      if (typeof value === 'number') row.getCell(2).numFmt = CHF;
    }
    taxes.addRow([]);
    for (const [label, value] of rows.amounts) {
      taxes.addRow([label, value]).getCell(2).numFmt = CHF;
      taxes.addRow([rows.source]).font = { italic: true, size: 8, color: { argb: 'FF6B6B72' } };
    }
    for (const table of rows.tables) {
      taxes.addRow([]);
      taxes.addRow([table.title]).font = { bold: true };
      taxes.addRow(table.header).font = { bold: true };
      for (const cells of table.rows) {
        const row = taxes.addRow(cells.map((cell, index) => (index < 2 && cell !== '' ? Number(cell) : cell)));
        cells.forEach((cell, index) => {
          if (typeof cell === 'number') row.getCell(index + 1).numFmt = CHF;
        });
      }
      taxes.addRow([rows.source]).font = { italic: true, size: 8, color: { argb: 'FF6B6B72' } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
