import type { Locale } from '@portal/shared/contracts';
import { colors, fonts, type PdfDocument } from './document';
import { formatDay, formatMoney, formatMonth, formatPercent, formatShare, pdfText } from './format';

/** The colours of chart series and slices, in order. */
export const chartPalette = ['#0b3d5c', '#2e7d9a', '#6fb1c8', '#c2a45b', '#8c6d3f', '#7a9e7e', '#b56576', '#9aa0a6'] as const;

const colorAt = (index: number) => chartPalette[index % chartPalette.length]!;

export type ChartBox = { x: number; y: number; width: number; height: number };

/**
 * A value over time as a line in a framed box, its title above, the highest and lowest value and the first and last
 * day written in; each `marks` day (e.g. a deposit) gets a small triangle under the axis, explained by `markLabel`.
 */
export function valueLineChart(
  doc: PdfDocument,
  box: ChartBox,
  chart: { title: string; points: { date: string; value: number }[]; marks: string[]; markLabel: string; locale: Locale },
): void {
  const { x, y, width, height } = box;
  const { points, locale } = chart;
  doc.font(fonts.bold).fontSize(9).fillColor(colors.text).text(pdfText(chart.title), x, y, { width });
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
  doc.lineWidth(1.2).strokeColor(colorAt(0)).stroke();
  for (const mark of chart.marks) {
    const fx = px(mark);
    doc.polygon([fx, top + chartHeight - 1], [fx - 3, top + chartHeight + 5], [fx + 3, top + chartHeight + 5]).fill(colorAt(3));
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
  // the standard fonts have no triangle: a caret stands for the mark
  doc.fillColor(colorAt(3)).text(`^ ${pdfText(chart.markLabel)}`, x + width / 2 - 30, top + chartHeight + 7, { lineBreak: false });
  doc.fillColor(colors.text);
}

/** Returns per month as bars around a zero line (green up, red down), the last 24 months, in a framed box. */
export function monthlyBarChart(
  doc: PdfDocument,
  box: ChartBox,
  chart: { title: string; months: { month: string; twr: number | null }[]; locale: Locale },
): void {
  const { x, y, width, height } = box;
  doc.font(fonts.bold).fontSize(9).fillColor(colors.text).text(pdfText(chart.title), x, y, { width });
  const top = y + 14;
  const chartHeight = height - 30;
  doc.rect(x, top, width, chartHeight).lineWidth(0.3).strokeColor(colors.rule).stroke();
  const shown = chart.months.slice(-24);
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
  doc.text(pdfText(formatMonth(shown[0]!.month, chart.locale)), x, top + chartHeight + 3, { lineBreak: false });
  doc.text(pdfText(formatMonth(shown[shown.length - 1]!.month, chart.locale)), x + width - 80, top + chartHeight + 3, {
    width: 80,
    align: 'right',
    lineBreak: false,
  });
  doc.text(`+${formatPercent(extreme * 100, 1)}`, x + 2, top + 2, { lineBreak: false });
  doc.fillColor(colors.text);
}

/** Shares (weights summing to 1) as a donut of diameter `size`, with a legend of label and share to its right. */
export function donutChart(
  doc: PdfDocument,
  at: { x: number; y: number; size: number },
  chart: { title: string; slices: { label: string; weight: number }[] },
): void {
  const { x, y, size } = at;
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colors.text)
    .text(pdfText(chart.title), x, y, { width: size * 2.5 });
  const cx = x + size / 2;
  const cy = y + 16 + size / 2;
  const r = size / 2;
  let angle = -Math.PI / 2;
  chart.slices.forEach((slice, index) => {
    const sweep = slice.weight * Math.PI * 2;
    if (sweep <= 0) return;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const [sx, sy] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const [ex, ey] = [cx + r * Math.cos(end - 1e-6), cy + r * Math.sin(end - 1e-6)];
    doc.path(`M ${cx} ${cy} L ${sx} ${sy} A ${r} ${r} 0 ${large} 1 ${ex} ${ey} Z`).fill(colorAt(index));
    angle = end;
  });
  doc.circle(cx, cy, r * 0.55).fill('#ffffff');
  doc.font(fonts.regular).fontSize(8);
  chart.slices.forEach((slice, index) => {
    const ly = y + 18 + index * 12;
    doc.rect(x + size + 12, ly, 7, 7).fill(colorAt(index));
    doc
      .fillColor(colors.text)
      .text(pdfText(`${slice.label}  ${formatShare(slice.weight, 2)}`), x + size + 24, ly - 1, { lineBreak: false });
  });
  doc.fillColor(colors.text);
}
