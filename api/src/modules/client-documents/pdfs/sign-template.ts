import type { ClientRow } from '../../../db/schema';
import { addressedName, custodianName, label, words } from '../../../lib/client-labels';
import { createDocument, finishWithPageNumbers, formatDay, heading, labelValueTable, note, sectionTitle } from '../../../lib/pdf';
import { docTexts } from '../texts';
import { addressOf, signatureFields, type Address, type DocumentMeta } from './common';

export type SignTemplateData = {
  client: ClientRow;
  custodians: (Address & { name: string; customCustodian: boolean; buildingNumber: string | null })[];
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
  const title = label(docTexts.powerOfAttorney, locale);
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${addressedName(client, locale)} · ${label(docTexts.clientNumber, locale)} ${client.id}`,
    label(docTexts.signAndReturn, locale),
  ]);
  sectionTitle(doc, label(docTexts.principal, locale));
  labelValueTable(doc, [
    [label(words.name, locale), addressedName(client, locale)],
    [label(docTexts.birthday, locale), client.birthday ? formatDay(client.birthday, locale) : '–'],
    [label(docTexts.address, locale), addressOf(client)],
  ]);
  sectionTitle(doc, label(docTexts.custodianBank, locale));
  // "Depotbank: Bank Muster AG", and its address when the portal knows it (not of the client's own bank)
  labelValueTable(
    doc,
    custodians.flatMap((custodian): [string, string][] => {
      const address = addressOf(custodian);
      const name: [string, string] = [label(docTexts.custodianBank, locale), custodianName(custodian, client.ownCustodianName, locale)];
      return address === '–' ? [name] : [name, [label(docTexts.address, locale), address]];
    }),
  );
  sectionTitle(doc, label(docTexts.attorney, locale));
  labelValueTable(doc, [[company.name, addressOf(company)]]);
  sectionTitle(doc, label(docTexts.attorneyScope, locale));
  note(doc, label(docTexts.attorneyText, locale));
  signatureFields(doc, locale);
  return finishWithPageNumbers(doc, locale);
}
