import type { ClientRow } from '../../../db/schema';
import { addressedName, label, words } from '../../../lib/client-labels';
import { createDocument, finishWithPageNumbers, formatDay, heading, labelValueTable, note, sectionTitle } from '../../../lib/pdf';
import { docTexts } from '../texts';
import { addressOf, signatureFields, type DocumentMeta } from './common';

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
  const title = label(docTexts.vbPowerOfAttorney, locale);
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [`${addressedName(client, locale)} · ${label(docTexts.clientNumber, locale)} ${client.id}`]);
  sectionTitle(doc, label(docTexts.principal, locale));
  labelValueTable(doc, [
    [label(words.name, locale), addressedName(client, locale)],
    [label(docTexts.birthday, locale), client.birthday ? formatDay(client.birthday, locale) : '–'],
    [label(docTexts.ahv, locale), client.ahvNumber ?? '–'],
    [label(docTexts.address, locale), addressOf(client)],
  ]);
  sectionTitle(doc, label(docTexts.formerEmployers, locale));
  note(doc, formerEmployers.length > 0 ? formerEmployers.join(' · ') : label(docTexts.noFormerEmployers, locale));
  sectionTitle(doc, label(docTexts.attorney, locale));
  labelValueTable(doc, [[label(words.name, locale), company]]);
  sectionTitle(doc, label(docTexts.attorneyScope, locale));
  note(doc, label(docTexts.vbAttorneyText, locale));
  signatureFields(doc, locale, drawn ? { png: drawn.png, placeDate: formatDay(drawn.signedAt, locale) } : undefined);
  return finishWithPageNumbers(doc, locale);
}
