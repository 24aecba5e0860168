import ExcelJS from 'exceljs';
import type { Locale } from '@portal/shared/contracts';
import { formatDate, label, transactionKindLabel, words } from '../../lib/client-labels';
import { sheetRow } from '../../lib/spreadsheet';

export type InflowService = { name: string; flows: { date: string; kind: string; amount: number }[] };

/** Per month: deposits, withdrawals, fees and the net inflow (deposits less withdrawals), oldest first. */
export function monthlyInflows(flows: { date: string; kind: string; amount: number }[]) {
  const months = new Map<string, { deposits: number; withdrawals: number; fees: number }>();
  for (const flow of flows) {
    const month = flow.date.slice(0, 7);
    const entry = months.get(month) ?? { deposits: 0, withdrawals: 0, fees: 0 };
    if (flow.kind === 'deposit') entry.deposits += flow.amount;
    else if (flow.kind === 'withdrawal') entry.withdrawals += -flow.amount;
    else entry.fees += -flow.amount;
    months.set(month, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, e]) => ({ month, ...e, net: e.deposits - e.withdrawals }));
}

const money = "#'##0.00";
const sheetName = (name: string, used: Set<string>) => {
  let base = name.replace(/[\\/*?:[\]]/g, ' ').slice(0, 28) || 'Service';
  while (used.has(base)) base = `${base.slice(0, 26)} ${used.size}`;
  used.add(base);
  return base;
};

/**
 * The inflows as a workbook: a summary sheet by month over every service given, then one sheet per service with
 * each deposit, withdrawal and fee (CHF).
 */
export async function inflowsWorkbook(services: InflowService[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const used = new Set<string>();
  const summary = workbook.addWorksheet(sheetName(label(words.inflows, locale), used), { views: [{ state: 'frozen', ySplit: 1 }] });
  summary.columns = [
    { header: label(words.month, locale), width: 12 },
    { header: `${label(words.deposits, locale)} (CHF)`, width: 18, style: { numFmt: money } },
    { header: `${label(words.withdrawals, locale)} (CHF)`, width: 18, style: { numFmt: money } },
    { header: `${label(words.fees, locale)} (CHF)`, width: 16, style: { numFmt: money } },
    { header: `${label(words.netInflow, locale)} (CHF)`, width: 18, style: { numFmt: money } },
  ];
  const months = monthlyInflows(services.flatMap((s) => s.flows));
  for (const m of months) summary.addRow(sheetRow([m.month, m.deposits, m.withdrawals, m.fees, m.net]));
  const total = (pick: (m: (typeof months)[number]) => number) => Math.round(months.reduce((sum, m) => sum + pick(m), 0) * 100) / 100;
  const totalRow = summary.addRow(
    sheetRow([
      label(words.total, locale),
      total((m) => m.deposits),
      total((m) => m.withdrawals),
      total((m) => m.fees),
      total((m) => m.net),
    ]),
  );
  totalRow.font = { bold: true };
  summary.getRow(1).font = { bold: true };

  for (const service of services) {
    const sheet = workbook.addWorksheet(sheetName(service.name, used), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: label(words.date, locale), width: 12 },
      { header: label(words.kind, locale), width: 22 },
      { header: `${label(words.amount, locale)} (CHF)`, width: 18, style: { numFmt: money } },
    ];
    for (const flow of service.flows) {
      sheet.addRow(sheetRow([formatDate(flow.date), transactionKindLabel(flow.kind, locale), flow.amount]));
    }
    sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
