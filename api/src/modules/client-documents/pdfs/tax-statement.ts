import type { ClientRow } from '../../../db/schema';
import { addressedName, label, type serviceKindLabels, words } from '../../../lib/client-labels';
import { createDocument, drawTable, finishWithPageNumbers, formatMoney, heading, note, sectionTitle } from '../../../lib/pdf';
import { docTexts } from '../texts';
import { type DocumentMeta } from './common';

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
  const title = `${label(docTexts.taxStatement, locale)} ${year}`;
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${label(docTexts.client, locale)}: ${addressedName(client, locale)} · ${label(docTexts.clientNumber, locale)} ${client.id}`,
    `${label(docTexts.taxYear, locale)}: 01.01.${year} – 31.12.${year}`,
  ]);
  note(doc, label(docTexts.taxNote, locale));
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  drawTable(doc, {
    columns: [
      { header: label(words.service, locale), width: 2.6 },
      { header: label(docTexts.yearEndValue, locale), width: 1.6, align: 'right' },
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
          label(docTexts.totalWealth, locale),
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
    sectionTitle(doc, label(docTexts.contributions, locale));
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
  return finishWithPageNumbers(doc, locale);
}
