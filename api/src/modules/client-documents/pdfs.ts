import type { Locale, OnboardingStepState, PortfolioCategory } from '@portal/shared/contracts';
import type { ClientRow } from '../../db/schema';
import { categoryKeyLabels, label, serviceKindLabels, statusLabels, transactionKindLabels, words } from '../../lib/client-labels';
import {
  attachQrBill,
  colors,
  contentWidth,
  createDocument,
  drawTable,
  fonts,
  formatDay,
  formatMoney,
  formatMonth,
  formatPercent,
  heading,
  pageFooters,
  pageOf,
  pdfText,
  toBuffer,
  type PdfDocument,
  type QrParty,
} from '../../lib/pdf';
import type { PeriodFigures, Slice } from './figures';
import { docTexts as T, tx } from './texts';

// ---- shared pieces ----------------------------------------------------------------------------------

/** "Vermögensverwaltung", or "Depot Müller (Vermögensverwaltung)" when the name does not already say the kind. */
const serviceTitle = (service: { name: string; kind: keyof typeof serviceKindLabels }, locale: Locale) => {
  const kind = label(serviceKindLabels[service.kind], locale);
  return service.name === kind || Object.values(serviceKindLabels[service.kind]).includes(service.name)
    ? service.name
    : `${service.name} (${kind})`;
};

const pct = (value: number | null) => (value === null ? '–' : formatPercent(value * 100));

const fullName = (client: Pick<ClientRow, 'title' | 'firstName' | 'lastName'>) =>
  [client.title, client.firstName, client.lastName].filter(Boolean).join(' ');

function section(doc: PdfDocument, title: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.4);
  doc
    .font(fonts.bold)
    .fontSize(12)
    .fillColor(colors.accent)
    .text(pdfText(title), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(colors.text);
}

function paragraph(doc: PdfDocument, text: string): void {
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(colors.muted)
    .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.fillColor(colors.text).fontSize(10).moveDown(0.6);
}

function keyValues(doc: PdfDocument, rows: [string, string][]): void {
  drawTable(doc, {
    columns: [
      { header: '', width: 2 },
      { header: '', width: 3 },
    ],
    rows: rows.map(([k, v]) => ({ cells: [k, v] })),
  });
}

function finish(doc: PdfDocument, locale: Locale): Promise<Buffer> {
  pageFooters(doc, (n, count) => pageOf(locale, n, count));
  return toBuffer(doc);
}

const yesNo = (value: boolean | null, locale: Locale) =>
  value === null ? label(words.notAnswered, locale) : label(value ? words.yes : words.no, locale);

export type DocumentMeta = { locale: Locale; createdAt: Date; author: string };

type Address = { street: string | null; zip: string | null; city: string | null; country: string | null };

/** An address on one line ("Bahnhofstrasse 12, 8001 Zürich, CH"), or a dash. */
function addressOf(place: Address & { houseNumber?: string | null; buildingNumber?: string | null; addressLine2?: string | null }) {
  return (
    [
      [place.street, place.houseNumber ?? place.buildingNumber].filter(Boolean).join(' '),
      place.addressLine2,
      [place.zip, place.city].filter(Boolean).join(' '),
      place.country,
    ]
      .filter(Boolean)
      .join(', ') || '–'
  );
}

// ---- profiles -----------------------------------------------------------------------------------------

function answerText(key: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return label(words.notAnswered, locale);
  if (typeof value === 'boolean') return yesNo(value, locale);
  // A question with several answers (KYC's `many` questions) lists each of them.
  if (Array.isArray(value)) return value.map((item) => answerText(key, item, locale)).join(', ');
  if (key === 'source_of_wealth' && typeof value === 'string' && T.sources[value]) return tx(T.sources[value], locale);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The answers as one row per question: the KYC answers are grouped (regulatory_questions, aml_questions), one level deep. */
function answerRows(answers: Record<string, unknown>): [string, unknown][] {
  return Object.entries(answers).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [[key, value]],
  );
}

/** The regulatory profile (identity, personal status, US person, KYC answers) or the investor profile of a client. */
export async function profilePdf(kind: 'regulatory_profile' | 'investor_profile', client: ClientRow, meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const title = tx(kind === 'regulatory_profile' ? T.regulatoryProfile : T.investorProfile, locale);
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${fullName(client)} · ${tx(T.clientNumber, locale)} ${client.id}`,
    `${tx(T.asOf, locale)} ${formatDay(meta.createdAt, locale)}`,
  ]);
  section(doc, tx(T.identity, locale));
  keyValues(doc, [
    [label(words.name, locale), fullName(client)],
    [tx(T.birthday, locale), client.birthday ? formatDay(client.birthday, locale) : '–'],
    [label(words.email, locale), client.email ?? '–'],
    [label(words.phone, locale), client.phone ?? '–'],
    [tx(T.address, locale), addressOf(client)],
  ]);
  if (kind === 'regulatory_profile') {
    keyValues(doc, [
      [tx(T.nationalities, locale), client.nationalities.join(', ') || '–'],
      [tx(T.taxDomicile, locale), client.taxDomicile ?? '–'],
      [tx(T.civilStatus, locale), client.civilStatus ? tx(T.civil[client.civilStatus]!, locale) : '–'],
      [tx(T.ahv, locale), client.ahvNumber ?? '–'],
    ]);
    section(doc, tx(T.usPerson, locale));
    keyValues(doc, [
      [tx(T.usCitizen, locale), yesNo(client.usCitizen, locale)],
      [tx(T.usGreenCard, locale), yesNo(client.usGreenCard, locale)],
      [tx(T.usResident, locale), yesNo(client.usResident, locale)],
      [tx(T.usBornInUs, locale), yesNo(client.usBornInUs, locale)],
      [tx(T.usTaxLiable, locale), yesNo(client.usTaxLiable, locale)],
    ]);
  }
  const answers = (kind === 'regulatory_profile' ? client.partnerKycAnswers : client.partnerInvestorProfileAnswers) ?? {};
  section(doc, tx(T.answers, locale));
  drawTable(doc, {
    columns: [
      { header: tx(T.question, locale), width: 3 },
      { header: tx(T.answer, locale), width: 2 },
    ],
    rows: answerRows(answers).map(([key, value]) => ({
      cells: [T.questions[key] ? tx(T.questions[key], locale) : key, answerText(key, value, locale)],
    })),
  });
  return finish(doc, locale);
}

// ---- statements and reports -------------------------------------------------------------------------

export type StatementService = {
  id: number;
  name: string;
  kind: keyof typeof serviceKindLabels;
  strategy: string | null;
  custodian: string | null;
  value: number;
};

export type StatementTransaction = { date: string; kind: string; description: string; amount: number; currency: string };

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
    asset_class: tx(T.assetClass, locale),
    currency: tx(T.currency, locale),
    region: tx(T.region, locale),
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
          cells: [
            categoryKeyLabels[slice.key] ? label(categoryKeyLabels[slice.key]!, locale) : slice.key,
            pct(slice.weight),
            formatMoney(slice.value),
          ],
        })),
        { cells: [label(words.total, locale), pct(total === 0 ? 0 : 1), formatMoney(total)], emphasis: true },
      ],
    });
  }
}

function performanceTable(doc: PdfDocument, figures: PeriodFigures, locale: Locale): void {
  const annual = figures.annualised;
  keyValues(doc, [
    [tx(T.startValue, locale), formatMoney(figures.startValue)],
    [label(words.deposits, locale), formatMoney(figures.deposits)],
    [label(words.withdrawals, locale), formatMoney(figures.withdrawals)],
    [tx(T.endValue, locale), formatMoney(figures.endValue)],
    [tx(T.twr, locale), `${pct(figures.twr)}${annual ? ` (${pct(annual.twr)} ${tx(T.annualised, locale)})` : ''}`],
    [tx(T.mwr, locale), `${pct(figures.mwr)}${annual ? ` (${pct(annual.mwr)} ${tx(T.annualised, locale)})` : ''}`],
  ]);
  if (figures.twr !== null && figures.mwr !== null && Math.abs(figures.twr - figures.mwr) >= 0.0005) paragraph(doc, tx(T.differ, locale));
}

function transactionsTable(doc: PdfDocument, rows: StatementTransaction[], locale: Locale): void {
  if (rows.length === 0) {
    paragraph(doc, tx(T.noTransactions, locale));
    return;
  }
  drawTable(doc, {
    columns: [
      { header: label(words.date, locale), width: 1.2 },
      { header: label(words.kind, locale), width: 1.6 },
      { header: label(words.description, locale), width: 2.4 },
      { header: label(words.amount, locale), width: 1.6, align: 'right' },
    ],
    rows: rows.map((row) => ({
      cells: [
        formatDay(row.date, locale),
        transactionKindLabels[row.kind] ? label(transactionKindLabels[row.kind]!, locale) : row.kind,
        row.description,
        formatMoney(row.amount, row.currency),
      ],
    })),
  });
}

// ---- charts (vector graphics) -------------------------------------------------------------------------

const palette = ['#0b3d5c', '#2e7d9a', '#6fb1c8', '#c2a45b', '#8c6d3f', '#7a9e7e', '#b56576', '#9aa0a6'];

/** The value as a line, with a triangle under each day with a deposit. */
function lineChart(doc: PdfDocument, x: number, y: number, width: number, height: number, figures: PeriodFigures, locale: Locale): void {
  const points = figures.series;
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colors.text)
    .text(pdfText(tx(T.valueChart, locale)), x, y, { width });
  const top = y + 14;
  const chartHeight = height - 30;
  doc.rect(x, top, width, chartHeight).lineWidth(0.3).strokeColor(colors.rule).stroke();
  if (points.length < 2) return;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const t0 = Date.parse(points[0]!.date);
  const t1 = Date.parse(points[points.length - 1]!.date);
  const px = (date: string) => x + ((Date.parse(date) - t0) / (t1 - t0 || 1)) * width;
  const py = (value: number) => top + chartHeight - ((value - min) / span) * (chartHeight - 8) - 4;
  doc.moveTo(px(points[0]!.date), py(points[0]!.value));
  for (const point of points.slice(1)) doc.lineTo(px(point.date), py(point.value));
  doc.lineWidth(1.2).strokeColor(palette[0]!).stroke();
  for (const flow of figures.flows.filter((f) => f.amount > 0)) {
    const fx = px(flow.date);
    doc.polygon([fx, top + chartHeight - 1], [fx - 3, top + chartHeight + 5], [fx + 3, top + chartHeight + 5]).fill(palette[3]);
  }
  doc.font(fonts.regular).fontSize(7).fillColor(colors.muted);
  doc.text(formatMoney(max), x + 2, top + 2, { lineBreak: false });
  doc.text(formatMoney(min), x + 2, top + chartHeight - 10, { lineBreak: false });
  doc.text(formatDay(points[0]!.date, locale), x, top + chartHeight + 7, { lineBreak: false });
  doc.text(formatDay(points[points.length - 1]!.date, locale), x + width - 50, top + chartHeight + 7, {
    width: 50,
    align: 'right',
    lineBreak: false,
  });
  doc
    .fillColor(palette[3]!)
    .text(`▲ ${pdfText(tx(T.depositMark, locale))}`.replace('▲', '^'), x + width / 2 - 30, top + chartHeight + 7, { lineBreak: false });
  doc.fillColor(colors.text);
}

/** Monthly returns as bars around a zero line (green up, red down). */
function barChart(
  doc: PdfDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  months: { month: string; twr: number | null }[],
  locale: Locale,
): void {
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colors.text)
    .text(pdfText(tx(T.monthlyChart, locale)), x, y, { width });
  const top = y + 14;
  const chartHeight = height - 30;
  doc.rect(x, top, width, chartHeight).lineWidth(0.3).strokeColor(colors.rule).stroke();
  const shown = months.slice(-24);
  if (shown.length === 0) return;
  const extreme = Math.max(0.001, ...shown.map((m) => Math.abs(m.twr ?? 0)));
  const zero = top + chartHeight / 2;
  const slot = width / shown.length;
  doc
    .moveTo(x, zero)
    .lineTo(x + width, zero)
    .lineWidth(0.5)
    .strokeColor(colors.muted)
    .stroke();
  shown.forEach((month, index) => {
    const value = month.twr ?? 0;
    const barHeight = (Math.abs(value) / extreme) * (chartHeight / 2 - 4);
    const bx = x + index * slot + slot * 0.15;
    doc.rect(bx, value >= 0 ? zero - barHeight : zero, slot * 0.7, Math.max(0.5, barHeight)).fill(value >= 0 ? '#2e7d32' : '#c62828');
  });
  doc.font(fonts.regular).fontSize(7).fillColor(colors.muted);
  doc.text(pdfText(formatMonth(shown[0]!.month, locale)), x, top + chartHeight + 3, { lineBreak: false });
  doc.text(pdfText(formatMonth(shown[shown.length - 1]!.month, locale)), x + width - 80, top + chartHeight + 3, {
    width: 80,
    align: 'right',
    lineBreak: false,
  });
  doc.text(`+${formatPercent(extreme * 100, 1)}`, x + 2, top + 2, { lineBreak: false });
  doc.fillColor(colors.text);
}

/** The allocation as a donut with its legend. */
function donut(doc: PdfDocument, x: number, y: number, size: number, slices: Slice[], locale: Locale, title: string): void {
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colors.text)
    .text(pdfText(title), x, y, { width: size * 2.5 });
  const cx = x + size / 2;
  const cy = y + 16 + size / 2;
  const r = size / 2;
  let angle = -Math.PI / 2;
  slices.forEach((slice, index) => {
    const sweep = slice.weight * Math.PI * 2;
    if (sweep <= 0) return;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const [sx, sy] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const [ex, ey] = [cx + r * Math.cos(end - 1e-6), cy + r * Math.sin(end - 1e-6)];
    doc.path(`M ${cx} ${cy} L ${sx} ${sy} A ${r} ${r} 0 ${large} 1 ${ex} ${ey} Z`).fill(palette[index % palette.length]);
    angle = end;
  });
  doc.circle(cx, cy, r * 0.55).fill('#ffffff');
  doc.font(fonts.regular).fontSize(8);
  slices.forEach((slice, index) => {
    const ly = y + 18 + index * 12;
    doc.rect(x + size + 12, ly, 7, 7).fill(palette[index % palette.length]);
    const name = categoryKeyLabels[slice.key] ? label(categoryKeyLabels[slice.key]!, locale) : slice.key;
    doc.fillColor(colors.text).text(pdfText(`${name}  ${pct(slice.weight)}`), x + size + 24, ly - 1, { lineBreak: false });
  });
  doc.fillColor(colors.text);
}

function statementBody(doc: PdfDocument, data: StatementData, locale: Locale): void {
  section(doc, label(words.services, locale));
  drawTable(doc, {
    columns: [
      { header: label(words.service, locale), width: 2.4 },
      { header: tx(T.strategy, locale), width: 1.6 },
      { header: tx(T.custodian, locale), width: 2 },
      { header: label(words.value, locale), width: 1.6, align: 'right' },
    ],
    rows: [
      ...data.services.map((service) => ({
        cells: [serviceTitle(service, locale), service.strategy ?? '–', service.custodian ?? '–', formatMoney(service.value)],
      })),
      { cells: [label(words.total, locale), '', '', formatMoney(data.services.reduce((sum, s) => sum + s.value, 0))], emphasis: true },
    ],
  });
  section(doc, tx(T.holdings, locale));
  holdingsTables(doc, data.allocation, locale);
  section(doc, tx(T.performance, locale));
  performanceTable(doc, data.figures, locale);
  if (data.long) {
    doc.addPage();
    section(doc, tx(T.charts, locale));
    const x = doc.page.margins.left;
    const width = contentWidth(doc);
    let y = doc.y;
    lineChart(doc, x, y, width, 190, data.figures, locale);
    y += 215;
    barChart(doc, x, y, width, 170, data.monthly, locale);
    y += 195;
    donut(doc, x, y, 130, data.allocation.asset_class.slices, locale, tx(T.allocationChart, locale));
    doc.x = x;
    doc.y = y + 160;
  }
  section(doc, tx(T.transactions, locale));
  transactionsTable(doc, data.transactions, locale);
  section(doc, tx(T.fees, locale));
  keyValues(doc, [
    [tx(T.feesCharged, locale), formatMoney(data.feesCharged)],
    [tx(T.findersFee, locale), data.feeStructure?.findersFee == null ? '–' : formatPercent(data.feeStructure.findersFee, 2)],
    [tx(T.recurringFee, locale), data.feeStructure?.recurringFee == null ? '–' : formatPercent(data.feeStructure.recurringFee, 2)],
  ]);
}

/** A wealth statement (of a report or of a year): client, period, holdings, performance, transactions, fees. */
export async function statementPdf(data: StatementData, meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const doc = createDocument({ title: data.title, locale, author: meta.author, createdAt: meta.createdAt });
  const period =
    data.figures.from && data.figures.to ? `${formatDay(data.figures.from, locale)} – ${formatDay(data.figures.to, locale)}` : '–';
  heading(doc, data.title, [
    `${tx(T.client, locale)}: ${fullName(data.client)} · ${tx(T.clientNumber, locale)} ${data.client.id}`,
    `${tx(T.period, locale)}: ${period}`,
  ]);
  statementBody(doc, data, locale);
  return finish(doc, locale);
}

// ---- tax statement ------------------------------------------------------------------------------------

export type TaxLine = {
  name: string;
  kind: keyof typeof serviceKindLabels;
  custodian: string | null;
  value: number;
  deposits: number;
  withdrawals: number;
  fees: number;
  contributions: number;
};

export async function taxStatementPdf(client: ClientRow, year: number, lines: TaxLine[], meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const title = `${tx(T.taxStatement, locale)} ${year}`;
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${tx(T.client, locale)}: ${fullName(client)} · ${tx(T.clientNumber, locale)} ${client.id}`,
    `${tx(T.taxYear, locale)}: 01.01.${year} – 31.12.${year}`,
  ]);
  paragraph(doc, tx(T.taxNote, locale));
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  drawTable(doc, {
    columns: [
      { header: label(words.service, locale), width: 2.6 },
      { header: tx(T.yearEndValue, locale), width: 1.6, align: 'right' },
      { header: label(words.deposits, locale), width: 1.4, align: 'right' },
      { header: label(words.withdrawals, locale), width: 1.4, align: 'right' },
      { header: label(words.fees, locale), width: 1.3, align: 'right' },
    ],
    rows: [
      ...lines.map((line) => ({
        cells: [
          `${line.name}${line.custodian ? `, ${line.custodian}` : ''}`,
          formatMoney(line.value),
          formatMoney(line.deposits),
          formatMoney(-line.withdrawals),
          formatMoney(-line.fees),
        ],
      })),
      {
        cells: [
          tx(T.totalWealth, locale),
          formatMoney(sum((l) => l.value)),
          formatMoney(sum((l) => l.deposits)),
          formatMoney(-sum((l) => l.withdrawals)),
          formatMoney(-sum((l) => l.fees)),
        ],
        emphasis: true,
      },
    ],
  });
  const contributions = lines.filter((line) => line.contributions > 0);
  if (contributions.length) {
    section(doc, tx(T.contributions, locale));
    drawTable(doc, {
      columns: [
        { header: label(words.service, locale), width: 3 },
        { header: label(words.amount, locale), width: 2, align: 'right' },
      ],
      rows: [
        ...contributions.map((line) => ({ cells: [line.name, formatMoney(line.contributions)] })),
        { cells: [label(words.total, locale), formatMoney(sum((l) => l.contributions))], emphasis: true },
      ],
    });
  }
  return finish(doc, locale);
}

// ---- payment slip -------------------------------------------------------------------------------------

export async function paymentSlipPdf(
  input: { client: ClientRow; serviceName: string; custodian: QrParty & { iban: string }; debtor?: QrParty; reference: string },
  meta: DocumentMeta,
): Promise<Buffer> {
  const { locale } = meta;
  const title = `${tx(T.paymentSlip, locale)} – ${input.serviceName}`;
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [`${tx(T.client, locale)}: ${fullName(input.client)} · ${tx(T.clientNumber, locale)} ${input.client.id}`]);
  paragraph(doc, tx(T.slipIntro, locale));
  keyValues(doc, [
    [tx(T.custodian, locale), input.custodian.name],
    [tx(T.account, locale), input.custodian.iban.replace(/(.{4})/g, '$1 ').trim()],
    [tx(T.reference, locale), input.reference.replace(/^(\d{2})(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})$/, '$1 $2 $3 $4 $5 $6')],
  ]);
  attachQrBill(doc, { creditor: input.custodian, debtor: input.debtor, reference: input.reference, message: input.serviceName, locale });
  // one page whose foot is the payment part: no page footer over the receipt
  return toBuffer(doc);
}

// ---- meeting pack -------------------------------------------------------------------------------------

export type MeetingPackData = Omit<StatementData, 'title' | 'long' | 'figures' | 'feesCharged' | 'feeStructure'> & {
  adviser: string | null;
  lastYear: PeriodFigures;
  sinceStart: PeriodFigures;
  openSteps: { step: string; state: OnboardingStepState }[];
};

/** One PDF for the next meeting: overview, performance, allocation, recent transactions, open onboarding steps. */
export async function meetingPackPdf(data: MeetingPackData, meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const title = `${tx(T.meetingPack, locale)} – ${fullName(data.client)}`;
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [`${tx(T.clientNumber, locale)} ${data.client.id} · ${tx(T.asOf, locale)} ${formatDay(meta.createdAt, locale)}`]);
  section(doc, tx(T.overview, locale));
  keyValues(doc, [
    [tx(T.status, locale), label(statusLabels[data.client.status], locale)],
    [tx(T.adviser, locale), data.adviser ?? '–'],
    [label(words.email, locale), data.client.email ?? '–'],
    [label(words.phone, locale), data.client.phone ?? '–'],
  ]);
  if (data.services.length === 0) paragraph(doc, tx(T.noServices, locale));
  else {
    drawTable(doc, {
      columns: [
        { header: label(words.service, locale), width: 3 },
        { header: tx(T.custodian, locale), width: 2 },
        { header: label(words.value, locale), width: 1.6, align: 'right' },
      ],
      rows: [
        ...data.services.map((s) => ({ cells: [serviceTitle(s, locale), s.custodian ?? '–', formatMoney(s.value)] })),
        { cells: [label(words.total, locale), '', formatMoney(data.services.reduce((sum, s) => sum + s.value, 0))], emphasis: true },
      ],
    });
  }
  section(doc, tx(T.performance, locale));
  drawTable(doc, {
    columns: [
      { header: '', width: 2 },
      { header: tx(T.lastYear, locale), width: 1.5, align: 'right' },
      { header: tx(T.since, locale), width: 1.5, align: 'right' },
    ],
    rows: [
      { cells: [tx(T.twr, locale), pct(data.lastYear.twr), pct(data.sinceStart.twr)] },
      { cells: [tx(T.mwr, locale), pct(data.lastYear.mwr), pct(data.sinceStart.mwr)] },
      { cells: [tx(T.endValue, locale), formatMoney(data.lastYear.endValue), formatMoney(data.sinceStart.endValue)] },
    ],
  });
  if (data.services.length > 0) {
    section(doc, tx(T.allocationChart, locale));
    const y = doc.y;
    donut(doc, doc.page.margins.left, y, 110, data.allocation.asset_class.slices, locale, '');
    doc.x = doc.page.margins.left;
    doc.y = y + 140;
  }
  section(doc, tx(T.recentTransactions, locale));
  transactionsTable(doc, data.transactions, locale);
  section(doc, tx(T.openSteps, locale));
  if (data.openSteps.length === 0) paragraph(doc, tx(T.noOpenSteps, locale));
  else {
    drawTable(doc, {
      columns: [
        { header: label(words.kind, locale), width: 3 },
        { header: tx(T.stepState, locale), width: 2 },
      ],
      rows: data.openSteps.map((step) => ({
        cells: [
          T.steps[step.step] ? tx(T.steps[step.step]!, locale) : step.step,
          tx(step.state === 'in_progress' ? T.inProgress : step.state === 'client_to_complete' ? T.clientToComplete : T.notStarted, locale),
        ],
      })),
    });
  }
  return finish(doc, locale);
}

// ---- the power of attorney of a custom custodian --------------------------------------------------------

export type SignTemplateData = {
  client: ClientRow;
  custodians: (Address & { name: string; buildingNumber: string | null })[];
  /** the partner company the client gives the power of attorney to */
  company: Address & { name: string; buildingNumber: string | null };
};

/**
 * The template of the power of attorney (PAO) a client signs for a custom custodian (the wizard's signDocumentsStep):
 * the client, the custodian and the partner company named, the scope, and the fields for place, date and signature.
 * The adviser prints it, the client signs it, the adviser uploads the signed copy (`save_documents`).
 */
export async function signTemplatePdf({ client, custodians, company }: SignTemplateData, meta: DocumentMeta): Promise<Buffer> {
  const { locale } = meta;
  const title = tx(T.powerOfAttorney, locale);
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [`${fullName(client)} · ${tx(T.clientNumber, locale)} ${client.id}`, tx(T.signAndReturn, locale)]);
  section(doc, tx(T.principal, locale));
  keyValues(doc, [
    [label(words.name, locale), fullName(client)],
    [tx(T.birthday, locale), client.birthday ? formatDay(client.birthday, locale) : '–'],
    [tx(T.address, locale), addressOf(client)],
  ]);
  section(doc, tx(T.custodianBank, locale));
  keyValues(
    doc,
    custodians.map((custodian): [string, string] => [custodian.name, addressOf(custodian)]),
  );
  section(doc, tx(T.attorney, locale));
  keyValues(doc, [[company.name, addressOf(company)]]);
  section(doc, tx(T.attorneyScope, locale));
  paragraph(doc, tx(T.attorneyText, locale));
  signatureFields(doc, locale);
  return finish(doc, locale);
}

/**
 * Place and date, and the principal's signature, side by side: a line with its caption below. A signature drawn on
 * screen stands on its line, with the place and date it was given.
 */
function signatureFields(doc: PdfDocument, locale: Locale, drawn?: { png: Buffer; placeDate: string }): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 140) doc.addPage();
  doc.moveDown(4);
  const y = doc.y;
  const width = (contentWidth(doc) - 40) / 2;
  const left = doc.page.margins.left;
  const right = left + width + 40;
  if (drawn) {
    doc
      .font(fonts.regular)
      .fontSize(10)
      .fillColor(colors.text)
      .text(pdfText(drawn.placeDate), left, y - 16, { width });
    doc.image(drawn.png, right, y - 58, { fit: [width, 54], valign: 'bottom' });
  }
  for (const [x, caption] of [
    [left, tx(T.placeDate, locale)],
    [right, tx(T.principalSignature, locale)],
  ] as const) {
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .strokeColor(colors.rule)
      .stroke();
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(colors.muted)
      .text(pdfText(caption), x, y + 4, { width });
  }
  doc.fillColor(colors.text);
}

// ---- the power of attorney of a vested-benefits search ---------------------------------------------------

/**
 * The power of attorney with which the partner company searches for the client's forgotten vested-benefit accounts
 * (at the Central Office 2nd Pillar and the pension and vested-benefits institutions): the client, the former
 * employers, the scope, and the signature fields; `drawn` puts the signature given on screen onto its line.
 */
export async function vbSearchPaoPdf(
  { client, company, formerEmployers }: { client: ClientRow; company: string; formerEmployers: string[] },
  meta: DocumentMeta,
  drawn?: { png: Buffer; signedAt: Date },
): Promise<Buffer> {
  const { locale } = meta;
  const title = tx(T.vbPowerOfAttorney, locale);
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [`${fullName(client)} · ${tx(T.clientNumber, locale)} ${client.id}`]);
  section(doc, tx(T.principal, locale));
  keyValues(doc, [
    [label(words.name, locale), fullName(client)],
    [tx(T.birthday, locale), client.birthday ? formatDay(client.birthday, locale) : '–'],
    [tx(T.ahv, locale), client.ahvNumber ?? '–'],
    [tx(T.address, locale), addressOf(client)],
  ]);
  section(doc, tx(T.formerEmployers, locale));
  paragraph(doc, formerEmployers.length > 0 ? formerEmployers.join(' · ') : tx(T.noFormerEmployers, locale));
  section(doc, tx(T.attorney, locale));
  keyValues(doc, [[label(words.name, locale), company]]);
  section(doc, tx(T.attorneyScope, locale));
  paragraph(doc, tx(T.vbAttorneyText, locale));
  signatureFields(doc, locale, drawn ? { png: drawn.png, placeDate: formatDay(drawn.signedAt, locale) } : undefined);
  return finish(doc, locale);
}
