import type { FastifyInstance } from 'fastify';
import type { Locale, VbSearch } from '@portal/shared/contracts';
import type { ClientRow, VbSearchRow } from '../../db/schema';
import { label, localeOfClient } from '../../lib/client-labels';
import type { RequestScope } from '../../plugins/scope';
import { docTexts, vbSearchPaoPdf } from '../client-documents';

// The vested-benefits search's answers and documents (docs/clients.md); routes.ts reads the request and answers.

export const serialise = (row: VbSearchRow): VbSearch => ({
  id: row.id,
  client_id: row.clientId,
  status: row.status,
  former_employers: row.formerEmployers,
  signature: row.signature,
  submitted_at: row.submittedAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
  answer_note: row.answerNote,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The search's power of attorney (PDF) in `locale` or the client's language; drawn on screen, with the signature. */
export async function paoDocument(
  app: FastifyInstance,
  scope: RequestScope,
  found: { client: ClientRow; search: VbSearchRow },
  asked: Locale | undefined,
) {
  const { client, search } = found;
  const company = await app.repos.clientDocuments(scope).company();
  const locale = asked ?? localeOfClient(client.preferredLanguage);
  const png = search.signature === 'drawn' && search.signedKey ? await app.uploads.get(search.signedKey) : null;
  const pdf = await vbSearchPaoPdf(
    { client, company: company?.name ?? '', formerEmployers: search.formerEmployers },
    { locale, createdAt: app.now(), author: company?.name ?? 'Partner Portal' },
    png && search.submittedAt ? { png, signedAt: search.submittedAt } : undefined,
  );
  return { pdf, name: `${label(docTexts.vbPowerOfAttorney, locale)} ${client.lastName} ${client.firstName}.pdf` };
}
