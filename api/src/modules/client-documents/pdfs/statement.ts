import type { Locale, PortfolioCategory } from '@portal/shared/contracts';
import type { ClientRow } from '../../../db/schema';
import { addressedName, label, words } from '../../../lib/client-labels';
import {
  contentWidth,
  createDocument,
  drawTable,
  finishWithPageNumbers,
  formatDay,
  formatMoney,
  formatPercent,
  formatShare,
  heading,
  labelValueTable,
  monthlyBarChart,
  note,
  sectionTitle,
  valueLineChart,
  type PdfDocument,
} from '../../../lib/pdf';
import type { PeriodFigures, Slice } from '../figures';
import { docTexts } from '../texts';
import {
  allocationDonut,
  categoryKeyLabel,
  serviceTitle,
  transactionsTable,
  type DocumentMeta,
  type StatementService,
  type StatementTransaction,
} from './common';

export type StatementData = {
  client: ClientRow;
  title: string;
  services: StatementService[];
  /** holdings at the end of the period, per category */
  allocation: Record<PortfolioCategory, { total: number; slices: Slice[] }>;
  figures: PeriodFigures;
  monthly: { month: string; twr: number | null }[];
  transactions: StatementTransaction[];
  feesCharged: number;
  feeStructure: { findersFee: number | null; recurringFee: number | null } | null;
  /** the long statement: with the charts */
  long: boolean;
};

function holdingsTables(doc: PdfDocument, allocation: StatementData['allocation'], locale: Locale): void {
  const headers: Record<PortfolioCategory, string> = {
    asset_class: label(docTexts.assetClass, locale),
    currency: label(docTexts.currency, locale),
    region: label(docTexts.region, locale),
  };
  for (const category of ['asset_class', 'currency', 'region'] as const) {
    const { total, slices } = allocation[category];
    drawTable(doc, {
      columns: [
        { header: headers[category], width: 3 },
        { header: label(words.weight, locale), width: 1, align: 'right' },
        { header: label(words.value, locale), width: 2, align: 'right' },
      ],
      rows: [
        ...slices.map((slice) => ({
          cells: [categoryKeyLabel(slice.key, locale), formatShare(slice.weight, 2), formatMoney(slice.value)],
        })),
        { cells: [label(words.total, locale), formatShare(total === 0 ? 0 : 1, 2), formatMoney(total)], emphasis: true },
      ],
    });
  }
}

function performanceTable(doc: PdfDocument, figures: PeriodFigures, locale: Locale): void {
  const annual = figures.annualised;
  labelValueTable(doc, [
    [label(docTexts.startValue, locale), formatMoney(figures.startValue)],
    [label(words.deposits, locale), formatMoney(figures.deposits)],
    [label(words.withdrawals, locale), formatMoney(figures.withdrawals)],
    [label(docTexts.endValue, locale), formatMoney(figures.endValue)],
    [
      label(docTexts.twr, locale),
      `${formatShare(figures.twr, 2)}${annual ? ` (${formatShare(annual.twr, 2)} ${label(docTexts.annualised, locale)})` : ''}`,
    ],
    [
      label(docTexts.mwr, locale),
      `${formatShare(figures.mwr, 2)}${annual ? ` (${formatShare(annual.mwr, 2)} ${label(docTexts.annualised, locale)})` : ''}`,
    ],
  ]);
  if (figures.twr !== null && figures.mwr !== null && Math.abs(figures.twr - figures.mwr) >= 0.0005)
    note(doc, label(docTexts.differ, locale));
}

function statementBody(doc: PdfDocument, data: StatementData, locale: Locale): void {
  sectionTitle(doc, label(words.services, locale));
  drawTable(doc, {
    columns: [
      { header: label(words.service, locale), width: 2.4 },
      { header: label(docTexts.strategy, locale), width: 1.6 },
      { header: label(docTexts.custodian, locale), width: 2 },
      { header: label(words.value, locale), width: 1.6, align: 'right' },
    ],
    rows: [
      ...data.services.map((service) => ({
        cells: [serviceTitle(service, locale), service.strategy ?? '–', service.custodian ?? '–', formatMoney(service.value)],
      })),
      { cells: [label(words.total, locale), '', '', formatMoney(data.services.reduce((sum, s) => sum + s.value, 0))], emphasis: true },
    ],
  });
  sectionTitle(doc, label(docTexts.holdings, locale));
  holdingsTables(doc, data.allocation, locale);
  sectionTitle(doc, label(docTexts.performance, locale));
  performanceTable(doc, data.figures, locale);
  if (data.long) {
    doc.addPage();
    sectionTitle(doc, label(docTexts.charts, locale));
    const x = doc.page.margins.left;
    const width = contentWidth(doc);
    let y = doc.y;
    valueLineChart(
      doc,
      { x, y, width, height: 190 },
      {
        title: label(docTexts.valueChart, locale),
        points: data.figures.series,
        marks: data.figures.flows.filter((flow) => flow.amount > 0).map((flow) => flow.date),
        markLabel: label(docTexts.depositMark, locale),
        locale,
      },
    );
    y += 215;
    monthlyBarChart(doc, { x, y, width, height: 170 }, { title: label(docTexts.monthlyChart, locale), months: data.monthly, locale });
    y += 195;
    allocationDonut(doc, { x, y, size: 130 }, data.allocation.asset_class.slices, locale, label(docTexts.allocationChart, locale));
    doc.x = x;
    doc.y = y + 160;
  }
  sectionTitle(doc, label(docTexts.transactions, locale));
  transactionsTable(doc, data.transactions, locale);
  sectionTitle(doc, label(docTexts.fees, locale));
  labelValueTable(doc, [
    [label(docTexts.feesCharged, locale), formatMoney(data.feesCharged)],
    [label(docTexts.findersFee, locale), data.feeStructure?.findersFee == null ? '–' : formatPercent(data.feeStructure.findersFee, 2)],
    [
      label(docTexts.recurringFee, locale),
      data.feeStructure?.recurringFee == null ? '–' : formatPercent(data.feeStructure.recurringFee, 2),
    ],
  ]);
}

/** A wealth statement (of a report or of a year): client, period, holdings, performance, transactions, fees. */
export async function statementPdf(data: StatementData, meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const doc = createDocument({ title: data.title, locale, author: meta.author, createdAt: meta.createdAt });
  const period =
    data.figures.from && data.figures.to ? `${formatDay(data.figures.from, locale)} – ${formatDay(data.figures.to, locale)}` : '–';
  heading(doc, data.title, [
    `${label(docTexts.client, locale)}: ${addressedName(data.client, locale)} · ${label(docTexts.clientNumber, locale)} ${data.client.id}`,
    `${label(docTexts.period, locale)}: ${period}`,
  ]);
  statementBody(doc, data, locale);
  return finishWithPageNumbers(doc, locale);
}
