import { SwissQRBill } from 'swissqrbill/pdf';
import { calculateSCORReferenceChecksum, isIBANValid } from 'swissqrbill/utils';
import type { Locale } from '@portal/shared/contracts';
import type { PdfDocument } from './document';
import { pdfText } from './format';

/** A party of a QR bill: a structured Swiss (or foreign) address. */
export type QrParty = {
  name: string;
  street: string;
  buildingNumber?: string | null;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. CH */
  country: string;
};

export type QrBillInput = {
  /** who receives the money, with the IBAN it goes to */
  creditor: QrParty & { iban: string };
  debtor?: QrParty;
  /** in CHF (or EUR); omitted: the payer fills it in */
  amount?: number;
  currency?: 'CHF' | 'EUR';
  /** a creditor reference (ISO 11649, `RF…`), see `creditorReference` */
  reference?: string;
  /** the unstructured message, e.g. "Rechnung 2026-10" (max. 140 characters) */
  message?: string;
  locale: Locale;
};

/** The height of the payment part at the foot of an A4 page (105 mm), in points. */
export const QR_BILL_HEIGHT = (105 / 25.4) * 72;

/**
 * An ISO 11649 creditor reference (`RF` + check digits + the payload), usable with an ordinary IBAN (a QR reference
 * would need a QR-IBAN). The payload is upper-case letters and digits, e.g. `INV2026100042`.
 */
export function creditorReference(payload: string): string {
  const clean = payload
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 21);
  return `RF${calculateSCORReferenceChecksum(clean)}${clean}`;
}

export const isValidIban = (iban: string): boolean => isIBANValid(iban.replace(/\s/g, ''));

const party = (p: QrParty) => ({
  name: pdfText(p.name).slice(0, 70),
  address: pdfText(p.street).slice(0, 70),
  ...(p.buildingNumber ? { buildingNumber: p.buildingNumber } : {}),
  zip: p.zip,
  city: pdfText(p.city).slice(0, 35),
  country: p.country,
});

/**
 * Puts a Swiss QR bill (receipt and payment part) at the foot of the current page, or on a new page when the
 * current one has no 105 mm left, in the document's language. The data is validated by swissqrbill: an invalid IBAN
 * or reference throws before anything is drawn.
 */
export function attachQrBill(doc: PdfDocument, input: QrBillInput): void {
  const bill = new SwissQRBill(
    {
      currency: input.currency ?? 'CHF',
      ...(input.amount !== undefined ? { amount: Math.round(input.amount * 100) / 100 } : {}),
      creditor: { ...party(input.creditor), account: input.creditor.iban.replace(/\s/g, '') },
      ...(input.debtor ? { debtor: party(input.debtor) } : {}),
      ...(input.reference ? { reference: input.reference } : {}),
      ...(input.message ? { message: pdfText(input.message).slice(0, 140) } : {}),
    },
    { language: input.locale.toUpperCase() as 'DE' | 'EN' | 'FR' | 'IT' },
  );
  bill.attachTo(doc);
}
