import { recurringFeeTexts, type Locale } from '@portal/shared/contracts';
import type { ClientRow, PartnerCompany, PartnerInvoiceLineRow, PartnerInvoiceRow } from '../../db/schema';
import {
  addressBlock,
  attachQrBill,
  createDocument,
  creditorReference,
  drawTable,
  formatDay,
  formatMoney,
  formatMonth,
  formatNumber,
  heading,
  pageFooters,
  pageOf,
  toBuffer,
} from '../../lib/pdf';
import { addressedName } from '../../lib/client-labels';
import { wealthManager } from '../../lib/wealth-manager';
import { firstDayOf } from './dates';

/** The texts of the printed invoice and statement, per language. */
const texts = {
  de: {
    invoice: 'Rechnung',
    number: 'Rechnungsnummer',
    issued: 'Rechnungsdatum',
    due: 'Zahlbar bis',
    period: 'Periode',
    vatNumber: 'MWST-Nr.',
    client: 'Kunde',
    kind: 'Art',
    basis: 'Basis',
    rate: 'Satz',
    amount: 'Betrag (CHF)',
    finders_fee: 'Findergebühr (einmalig, erste Investition)',
    subtotal: 'Zwischentotal',
    vat: (rate: string) => `MWST ${rate} %`,
    noVat: 'Ohne MWST (nicht MWST-pflichtig)',
    total: 'Total',
    intro: 'Partnergebühren für die Vermittlung und Betreuung der folgenden Kunden, berechnet aus den Daten des Portals.',
    noIban: 'Für diese Firma ist kein Konto hinterlegt; der Zahlteil fehlt.',
    statement: (year: number) => `Entschädigungen Dritter ${year}`,
    statementIntro: (company: string) =>
      `Offenlegung nach Art. 26 FIDLEG: Entschädigungen, die ${company} im Zusammenhang mit Ihren Anlagen von ${wealthManager.name} erhalten hat.`,
    month: 'Monat',
    none: 'Im gewählten Jahr wurden keine Entschädigungen ausgerichtet.',
  },
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    issued: 'Invoice date',
    due: 'Payable by',
    period: 'Period',
    vatNumber: 'VAT no.',
    client: 'Client',
    kind: 'Kind',
    basis: 'Basis',
    rate: 'Rate',
    amount: 'Amount (CHF)',
    finders_fee: 'Finders fee (one-time, first investment)',
    subtotal: 'Subtotal',
    vat: (rate: string) => `VAT ${rate} %`,
    noVat: 'No VAT (not registered for VAT)',
    total: 'Total',
    intro: 'Partner fees for referring and serving the following clients, computed from the data of the portal.',
    noIban: 'No account is on file for this firm; the payment part is missing.',
    statement: (year: number) => `Third-party compensation ${year}`,
    statementIntro: (company: string) =>
      `Disclosure under Art. 26 FinSA: compensation that ${company} received from ${wealthManager.name} in connection with your investments.`,
    month: 'Month',
    none: 'No compensation was paid in the year chosen.',
  },
  fr: {
    invoice: 'Facture',
    number: 'Numéro de facture',
    issued: 'Date de facture',
    due: 'Payable jusqu’au',
    period: 'Période',
    vatNumber: 'N° TVA',
    client: 'Client',
    kind: 'Type',
    basis: 'Base',
    rate: 'Taux',
    amount: 'Montant (CHF)',
    finders_fee: "Commission d'apport (unique, premier investissement)",
    subtotal: 'Sous-total',
    vat: (rate: string) => `TVA ${rate} %`,
    noVat: 'Sans TVA (non assujetti)',
    total: 'Total',
    intro: 'Commissions de partenaire pour l’apport et le suivi des clients suivants, calculées à partir des données du portail.',
    noIban: "Aucun compte n'est enregistré pour cette société ; la section paiement manque.",
    statement: (year: number) => `Rémunérations de tiers ${year}`,
    statementIntro: (company: string) =>
      `Divulgation selon l’art. 26 LSFin : rémunérations reçues par ${company} de ${wealthManager.name} en lien avec vos placements.`,
    month: 'Mois',
    none: "Aucune rémunération n'a été versée durant l'année choisie.",
  },
  it: {
    invoice: 'Fattura',
    number: 'Numero di fattura',
    issued: 'Data della fattura',
    due: 'Pagabile entro il',
    period: 'Periodo',
    vatNumber: 'N. IVA',
    client: 'Cliente',
    kind: 'Tipo',
    basis: 'Base',
    rate: 'Aliquota',
    amount: 'Importo (CHF)',
    finders_fee: 'Commissione di segnalazione (unica, primo investimento)',
    subtotal: 'Subtotale',
    vat: (rate: string) => `IVA ${rate} %`,
    noVat: 'Senza IVA (non assoggettato)',
    total: 'Totale',
    intro: 'Commissioni di partner per la segnalazione e la cura dei seguenti clienti, calcolate dai dati del portale.',
    noIban: 'Per questa società non è registrato alcun conto; la sezione pagamento manca.',
    statement: (year: number) => `Retribuzioni di terzi ${year}`,
    statementIntro: (company: string) =>
      `Divulgazione secondo l’art. 26 LSerFi: retribuzioni ricevute da ${company} da ${wealthManager.name} in relazione ai suoi investimenti.`,
    month: 'Mese',
    none: "Nell'anno scelto non è stata versata alcuna retribuzione.",
  },
} satisfies Record<Locale, unknown>;

const companyLines = (company: PartnerCompany) => [
  company.name,
  [company.street, company.buildingNumber].filter(Boolean).join(' '),
  [company.zip, company.city].filter(Boolean).join(' '),
];
const wealthManagerLines = [
  wealthManager.name,
  `${wealthManager.street} ${wealthManager.buildingNumber}`,
  `${wealthManager.zip} ${wealthManager.city}`,
];

export const invoiceFileName = (invoice: Pick<PartnerInvoiceRow, 'number'>) => `${invoice.number}.pdf`;

/** The invoice as a PDF in `locale`: the company, the period, a line per client and fee kind, VAT, totals, QR bill. */
export async function renderInvoicePdf(
  invoice: PartnerInvoiceRow,
  lines: PartnerInvoiceLineRow[],
  company: PartnerCompany,
  locale: Locale,
): Promise<Buffer> {
  const text = texts[locale];
  const title = `${text.invoice} ${formatMonth(invoice.month, locale)}`;
  // the issue day is the document's date: downloading it again gives the same document
  const doc = createDocument({
    title,
    locale,
    author: company.name,
    subject: invoice.number,
    createdAt: new Date(`${invoice.issuedOn}T18:00:00Z`),
  });
  addressBlock(doc, companyLines(company), doc.page.margins.left, doc.page.margins.top, 220);
  addressBlock(doc, wealthManagerLines, 340, doc.page.margins.top + 70, 200);
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top + 150;
  heading(doc, title, [
    `${text.number}: ${invoice.number}`,
    `${text.issued}: ${formatDay(invoice.issuedOn, locale)} · ${text.due}: ${formatDay(invoice.dueOn, locale)}`,
    `${text.period}: ${formatDay(firstDayOf(invoice.month), locale)} – ${formatDay(invoice.issuedOn, locale)}`,
    ...(company.vatNumber ? [`${text.vatNumber} ${company.vatNumber}`] : []),
  ]);
  // the recurring fee's one definition (docs/documents.md)
  doc.fontSize(9).text(`${text.intro} ${recurringFeeTexts.rule[locale]}`);
  doc.moveDown(0.6);
  const vatRate = Number(invoice.vatRate);
  drawTable(doc, {
    columns: [
      { header: text.client, width: 2.4 },
      { header: text.kind, width: 3 },
      { header: text.basis, width: 1.6, align: 'right' },
      { header: text.rate, width: 0.9, align: 'right' },
      { header: text.amount, width: 1.4, align: 'right' },
    ],
    rows: [
      ...lines.map((line) => ({
        cells: [
          line.clientName,
          line.kind === 'recurring_fee' ? recurringFeeTexts.label[locale] : text[line.kind],
          formatNumber(Number(line.basis)),
          `${formatNumber(Number(line.rate), 3)} %`,
          formatNumber(Number(line.amount)),
        ],
      })),
      { cells: [text.subtotal, '', '', '', formatNumber(Number(invoice.subtotal))], emphasis: true },
      { cells: [vatRate > 0 ? text.vat(formatNumber(vatRate, 1)) : text.noVat, '', '', '', formatNumber(Number(invoice.vat))] },
      { cells: [`${text.total} CHF`, '', '', '', formatNumber(Number(invoice.total))], emphasis: true },
    ],
  });
  if (company.iban && company.street && company.zip && company.city) {
    attachQrBill(doc, {
      creditor: {
        name: company.name,
        street: company.street,
        buildingNumber: company.buildingNumber,
        zip: company.zip,
        city: company.city,
        country: company.country,
        iban: company.iban,
      },
      debtor: {
        name: wealthManager.name,
        street: wealthManager.street,
        buildingNumber: wealthManager.buildingNumber,
        zip: wealthManager.zip,
        city: wealthManager.city,
        country: wealthManager.country,
      },
      amount: Number(invoice.total),
      reference: creditorReference(invoice.number),
      message: `${text.invoice} ${invoice.number}`,
      locale,
    });
  } else {
    doc.fontSize(9).text(text.noIban);
  }
  pageFooters(doc, (n, count) => `${invoice.number} · ${pageOf(locale, n, count)}`);
  return toBuffer(doc);
}

const clientLocales = { german: 'de', english: 'en', french: 'fr', italian: 'it' } as const;

/** The client's preferred language for documents addressed to them (German when none is known). */
export const clientLocale = (client: Pick<ClientRow, 'preferredLanguage'>): Locale =>
  client.preferredLanguage ? clientLocales[client.preferredLanguage] : 'de';

/** The yearly statement of the compensation the company received for one client (FinSA Art. 26), in `locale`. */
export async function renderCompensationStatementPdf(
  client: ClientRow,
  company: PartnerCompany,
  year: number,
  lines: { month: string; kind: 'finders_fee' | 'recurring_fee'; basis: string; rate: string; amount: string }[],
  locale: Locale,
  createdAt: Date,
): Promise<Buffer> {
  const text = texts[locale];
  const title = text.statement(year);
  const doc = createDocument({ title, locale, author: company.name, createdAt });
  addressBlock(doc, companyLines(company), doc.page.margins.left, doc.page.margins.top, 220);
  const clientAddress = [
    addressedName(client, locale),
    [client.street, client.houseNumber].filter(Boolean).join(' '),
    [client.zip, client.city].filter(Boolean).join(' '),
  ].filter((line) => line.trim() !== '');
  addressBlock(doc, clientAddress, 340, doc.page.margins.top + 70, 200);
  doc.x = doc.page.margins.left;
  doc.y = doc.page.margins.top + 150;
  heading(doc, title, [`${text.period}: ${formatDay(`${year}-01-01`, locale)} – ${formatDay(`${year}-12-31`, locale)}`]);
  doc.fontSize(9).text(text.statementIntro(company.name));
  doc.moveDown(0.6);
  if (lines.length === 0) {
    doc.fontSize(10).text(text.none);
  } else {
    const total = lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0) / 100;
    drawTable(doc, {
      columns: [
        { header: text.month, width: 1.4 },
        { header: text.kind, width: 3 },
        { header: text.basis, width: 1.6, align: 'right' },
        { header: text.rate, width: 0.9, align: 'right' },
        { header: text.amount, width: 1.4, align: 'right' },
      ],
      rows: [
        ...lines.map((line) => ({
          cells: [
            formatMonth(line.month, locale),
            line.kind === 'recurring_fee' ? recurringFeeTexts.label[locale] : text[line.kind],
            formatNumber(Number(line.basis)),
            `${formatNumber(Number(line.rate), 3)} %`,
            formatNumber(Number(line.amount)),
          ],
        })),
        { cells: [text.total, '', '', '', formatMoney(total)], emphasis: true },
      ],
    });
  }
  pageFooters(doc, (n, count) => pageOf(locale, n, count));
  return toBuffer(doc);
}
