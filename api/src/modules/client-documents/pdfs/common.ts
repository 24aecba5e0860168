import type { Locale } from '@portal/shared/contracts';
import { categoryKeyLabels, label, serviceDisplayName, serviceKindLabels, transactionKindLabel, words } from '../../../lib/client-labels';
import {
  colors,
  contentWidth,
  donutChart,
  drawTable,
  fonts,
  formatDay,
  formatMoney,
  note,
  pdfText,
  type PdfDocument,
} from '../../../lib/pdf';
import type { Slice } from '../figures';
import { docTexts } from '../texts';

// What several client documents share: the client's name and address, service titles, the transactions table, the
// allocation donut and the signature fields. Each document is in its own file beside this one.

export type DocumentMeta = { locale: Locale; createdAt: Date; author: string };

export type Address = { street: string | null; zip: string | null; city: string | null; country: string | null };

export type StatementService = {
  id: number;
  name: string;
  kind: keyof typeof serviceKindLabels;
  strategy: string | null;
  custodian: string | null;
  value: number;
};

/** a transaction; `description` is free text beyond its kind, or none */
export type StatementTransaction = { date: string; kind: string; description: string | null; amount: number; currency: string };

/**
 * "Gestion de fortune" (the kind in the document's language when the name only says the kind, in any language), or
 * "Depot Müller (Gestion de fortune)" when the service has a name of its own.
 */
export const serviceTitle = (service: { name: string; kind: keyof typeof serviceKindLabels }, locale: Locale) => {
  const kind = label(serviceKindLabels[service.kind], locale);
  const name = serviceDisplayName(service.name, service.kind, locale);
  return name === kind ? kind : `${name} (${kind})`;
};

export const yesNo = (value: boolean | null, locale: Locale) =>
  value === null ? label(words.notAnswered, locale) : label(value ? words.yes : words.no, locale);

/** An address on one line ("Bahnhofstrasse 12, 8001 Zürich, CH"), or a dash. */
export function addressOf(place: Address & { houseNumber?: string | null; buildingNumber?: string | null; addressLine2?: string | null }) {
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

/** An allocation key (equities, switzerland, …) in the document's language; an unknown key as it is. */
export const categoryKeyLabel = (key: string, locale: Locale) => (categoryKeyLabels[key] ? label(categoryKeyLabels[key], locale) : key);

/** The asset-class allocation as a donut with its legend. */
export function allocationDonut(
  doc: PdfDocument,
  at: { x: number; y: number; size: number },
  slices: Slice[],
  locale: Locale,
  title: string,
) {
  donutChart(doc, at, { title, slices: slices.map((slice) => ({ label: categoryKeyLabel(slice.key, locale), weight: slice.weight })) });
}

export function transactionsTable(doc: PdfDocument, rows: StatementTransaction[], locale: Locale): void {
  if (rows.length === 0) {
    note(doc, label(docTexts.noTransactions, locale));
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
        transactionKindLabel(row.kind, locale),
        row.description ?? '–',
        formatMoney(row.amount, row.currency),
      ],
    })),
  });
}

/**
 * Place and date, and the principal's signature, side by side: a line with its caption below. A signature drawn on
 * screen stands on its line, with the place and date it was given.
 */
export function signatureFields(doc: PdfDocument, locale: Locale, drawn?: { png: Buffer; placeDate: string }): void {
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
    [left, label(docTexts.placeDate, locale)],
    [right, label(docTexts.principalSignature, locale)],
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
