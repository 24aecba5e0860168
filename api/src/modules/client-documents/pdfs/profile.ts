import type { Locale } from '@portal/shared/contracts';
import type { ClientRow } from '../../../db/schema';
import { addressedName, label, words } from '../../../lib/client-labels';
import { createDocument, drawTable, finishWithPageNumbers, formatDay, heading, labelValueTable, sectionTitle } from '../../../lib/pdf';
import { docTexts } from '../texts';
import { addressOf, yesNo, type DocumentMeta } from './common';

function answerText(key: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return label(words.notAnswered, locale);
  if (typeof value === 'boolean') return yesNo(value, locale);
  // A question with several answers (KYC's `many` questions) lists each of them.
  if (Array.isArray(value)) return value.map((item) => answerText(key, item, locale)).join(', ');
  if (key === 'source_of_wealth' && typeof value === 'string' && docTexts.sources[value]) return label(docTexts.sources[value], locale);
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
  const title = label(kind === 'regulatory_profile' ? docTexts.regulatoryProfile : docTexts.investorProfile, locale);
  const doc = createDocument({ title, locale, author: meta.author, createdAt: meta.createdAt });
  heading(doc, title, [
    `${addressedName(client, locale)} · ${label(docTexts.clientNumber, locale)} ${client.id}`,
    `${label(docTexts.asOf, locale)} ${formatDay(meta.createdAt, locale)}`,
  ]);
  sectionTitle(doc, label(docTexts.identity, locale));
  labelValueTable(doc, [
    [label(words.name, locale), addressedName(client, locale)],
    [label(docTexts.birthday, locale), client.birthday ? formatDay(client.birthday, locale) : '–'],
    [label(words.email, locale), client.email ?? '–'],
    [label(words.phone, locale), client.phone ?? '–'],
    [label(docTexts.address, locale), addressOf(client)],
  ]);
  if (kind === 'regulatory_profile') {
    labelValueTable(doc, [
      [label(docTexts.nationalities, locale), client.nationalities.join(', ') || '–'],
      [label(docTexts.taxDomicile, locale), client.taxDomicile ?? '–'],
      [label(docTexts.civilStatus, locale), client.civilStatus ? label(docTexts.civil[client.civilStatus]!, locale) : '–'],
      [label(docTexts.ahv, locale), client.ahvNumber ?? '–'],
    ]);
    sectionTitle(doc, label(docTexts.usPerson, locale));
    labelValueTable(doc, [
      [label(docTexts.usCitizen, locale), yesNo(client.usCitizen, locale)],
      [label(docTexts.usGreenCard, locale), yesNo(client.usGreenCard, locale)],
      [label(docTexts.usResident, locale), yesNo(client.usResident, locale)],
      [label(docTexts.usBornInUs, locale), yesNo(client.usBornInUs, locale)],
      [label(docTexts.usTaxLiable, locale), yesNo(client.usTaxLiable, locale)],
    ]);
  }
  const answers = (kind === 'regulatory_profile' ? client.partnerKycAnswers : client.partnerInvestorProfileAnswers) ?? {};
  sectionTitle(doc, label(docTexts.answers, locale));
  drawTable(doc, {
    columns: [
      { header: label(docTexts.question, locale), width: 3 },
      { header: label(docTexts.answer, locale), width: 2 },
    ],
    rows: answerRows(answers).map(([key, value]) => ({
      cells: [docTexts.questions[key] ? label(docTexts.questions[key], locale) : key, answerText(key, value, locale)],
    })),
  });
  return finishWithPageNumbers(doc, locale);
}
