import type { ClientRow } from '../../../db/schema';
import { addressedName, label } from '../../../lib/client-labels';
import { attachQrBill, createDocument, heading, labelValueTable, note, toBuffer, type QrParty } from '../../../lib/pdf';
import { docTexts } from '../texts';
import { type DocumentMeta } from './common';

export async function paymentSlipPdf(
  input: { client: ClientRow; serviceName: string; custodian: QrParty & { iban: string }; debtor?: QrParty; reference: string },
  meta: DocumentMeta,
): Promise<Buffer> {
  const { locale } = meta;
  const title = `${label(docTexts.paymentSlip, locale)} – ${input.serviceName}`;
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${label(docTexts.client, locale)}: ${addressedName(input.client, locale)} · ${label(docTexts.clientNumber, locale)} ${input.client.id}`,
  ]);
  note(doc, label(docTexts.slipIntro, locale));
  labelValueTable(doc, [
    [label(docTexts.custodian, locale), input.custodian.name],
    [label(docTexts.account, locale), input.custodian.iban.replace(/(.{4})/g, '$1 ').trim()],
    [label(docTexts.reference, locale), input.reference.replace(/^(\d{2})(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})$/, '$1 $2 $3 $4 $5 $6')],
  ]);
  attachQrBill(doc, { creditor: input.custodian, debtor: input.debtor, reference: input.reference, message: input.serviceName, locale });
  // one page whose foot is the payment part: no page footer over the receipt
  return toBuffer(doc);
}
