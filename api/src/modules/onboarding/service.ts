import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  choosesOwnCustodian,
  investorProfileAnswersSchema,
  onboardingDocumentKinds,
  ownCustodianNameIssue,
  riskLevelOf,
  riskScore,
  type InvestorProfileResponse,
  type Locale,
  type OnboardingClient,
  type OnboardingDocument,
  type OnboardingDocumentKind,
  type OnboardingStateResponse,
  type updateClientBodySchema,
} from '@portal/shared/contracts';
import type { z } from 'zod';
import type { ClientOnboardingDocumentRow } from '../../db/schema';
import { HttpError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { sniffIdDocument } from '../../lib/id-documents';
import { addressedName } from '../../lib/client-labels';
import { cleanFileName, type UploadedFile } from '../../lib/multipart';
import { onboardingInvitationMails as onboardingMail, t } from '../../lib/messages';
import type { RequestScope } from '../../plugins/scope';
import { clientPersonalJson, feeStructureJson, onboardingSteps, stepFactsOf } from '../clients';
import type { createOnboardingRepository } from './repository';

// The onboarding wizard's rules on the API's side (docs/onboarding.md); routes.ts only reads the request and answers.

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
export type FoundClient = NonNullable<Awaited<ReturnType<OnboardingRepository['find']>>>;

const serialiseDocument = (row: ClientOnboardingDocumentRow): OnboardingDocument => ({
  kind: row.kind,
  file_name: row.fileName,
  file_kind: row.fileKind,
  size_bytes: row.sizeBytes,
  sha256: row.sha256,
  uploaded_at: row.uploadedAt.toISOString(),
});

function clientOf({ client, funnelStage, fee, suggestedServices }: FoundClient): OnboardingClient {
  return {
    ...clientPersonalJson(client),
    funnel_stage: funnelStage,
    fee_structure: feeStructureJson(fee && { findersFee: fee.findersFeePercentage, recurringFee: fee.recurringFeePercentage }),
    custodian_banks: client.custodianBanks,
    partner_suggested_bank_codes: client.partnerSuggestedBankCodes,
    own_custodian_name: client.ownCustodianName,
    ...stepFactsOf(client, suggestedServices),
    available_service_kinds: client.availableServiceKinds,
  };
}

/** The client of the scope, or a 404. */
export async function foundClient(repo: OnboardingRepository, id: number, locale: Locale): Promise<FoundClient> {
  const found = await repo.find(id);
  if (!found) throw new NotFoundError(t('clientNotFound', locale));
  return found;
}

/** The wizard's state of a client of the scope (its data, its steps in the custodian's sequence, its documents), or a 404. */
export async function stateOf(repo: OnboardingRepository, id: number, scope: RequestScope): Promise<OnboardingStateResponse> {
  const found = await foundClient(repo, id, scope.locale);
  const client = clientOf(found);
  const steps = onboardingSteps(found.client, {
    custodians: await repo.custodiansByCode(client.custodian_banks),
    hasFindersFee: client.fee_structure?.finders_fee_percentage != null,
    adviserFidlegCertified: scope.fidlegCertified,
    suggestedServices: found.suggestedServices,
  });
  const documents = (await repo.documents(id)).map(serialiseDocument);
  return { client, steps, documents };
}

/**
 * A 422 on `field` unless every code names a custodian, and a 422 on `own_custodian_name` when the custom custodian
 * is among them without the name of the client's own bank (docs/onboarding.md). Answers the name to store: the given
 * one with the custom custodian, none without it.
 */
export async function checkBanks(
  repo: OnboardingRepository,
  codes: string[],
  field: string,
  ownCustodianName: string | null | undefined,
  locale: Locale,
): Promise<string | null> {
  const custodians = await repo.custodiansByCode(codes);
  const known = new Set(custodians.map((c) => c.bankCode));
  const unknown = codes.findIndex((code) => !known.has(code));
  if (unknown >= 0)
    throw new UnprocessableError(t('invalidInput', locale), [{ field: `${field}.${unknown}`, message: t('unknownBank', locale) }]);
  const flags = custodians.map((c) => ({ bank_code: c.bankCode, custom_custodian: c.customCustodian }));
  if (ownCustodianNameIssue(codes, flags, ownCustodianName))
    throw new UnprocessableError(t('invalidInput', locale), [
      { field: 'own_custodian_name', message: t('ownCustodianNameRequired', locale) },
    ]);
  return choosesOwnCustodian(codes, flags) ? (ownCustodianName ?? null) : null;
}

/**
 * The wizard's later saves: the personal data and/or the fee structure, in one transaction. The bank data must be
 * saved before the fee or any later step (docs/onboarding.md); a changed fee counts from `today`.
 */
export async function updateClient(
  repo: OnboardingRepository,
  found: FoundClient,
  body: z.output<typeof updateClientBodySchema>,
  today: string,
  locale: Locale,
) {
  if (found.client.custodianBanks.length === 0) {
    throw new UnprocessableError(t('invalidInput', locale), [{ field: 'custodian_banks', message: t('bankFirst', locale) }]);
  }
  const { id } = found.client;
  const { personal_data: personal, fee_structure: fee } = body;
  await repo.transaction(async (tx) => {
    if (personal) await tx.updatePersonalData(id, personal);
    if (fee) await tx.saveFee(found, fee, today);
  });
  return [personal && 'personal_data', fee && 'fee_structure'].filter(Boolean);
}

const localeOfLanguage = { german: 'de', english: 'en', french: 'fr', italian: 'it' } as const;
const clientAppLink = (base: string, language: string) => {
  const url = new URL(base);
  url.searchParams.set('lang', language);
  return url.toString();
};

/** Marks the client invited and sends the invitation to the onboarding, in the client's language; a 422 without an e-mail. */
export async function sendInvitation(app: FastifyInstance, repo: OnboardingRepository, found: FoundClient, locale: Locale) {
  const { client } = found;
  if (!client.email) throw new UnprocessableError(t('invalidInput', locale), [{ field: 'email', message: t('fieldRequired', locale) }]);
  const language = client.preferredLanguage ? localeOfLanguage[client.preferredLanguage] : 'de';
  // not inside the repository's transaction: the mail queue writes through its own connection, which waits for
  // the transaction's on PGlite's single connection (a deadlock); an invitation that did not queue can be sent again
  await repo.markInvited(client.id, app.now());
  await app.mailer.send({
    to: client.email,
    // the link leads to where the client completes the onboarding, the client app, in the client's language
    ...onboardingMail[language](addressedName(client, language), clientAppLink(app.config.clientAppOnboardingUrl, language)),
  });
}

/** The stored answers of a questionnaire, when they still read as complete answers (older rows may not). */
export const answersOf = <T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  stored: unknown,
): T | null => {
  if (stored === null || stored === undefined) return null;
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/** The investor profile of saved answers: the risk score and level, and the strategies nearest to the level. */
export async function investorProfileOf(
  repo: OnboardingRepository,
  answers: unknown,
  filled: boolean,
  locale: Locale,
): Promise<InvestorProfileResponse> {
  const parsed = answersOf(investorProfileAnswersSchema, answers);
  if (!parsed) return { answers: null, investor_profile_filled: filled, risk_score: null, risk_level: null, proposed_strategies: [] };
  const score = riskScore(parsed);
  const level = riskLevelOf(score);
  const matching = await repo.strategiesBetween(Math.max(1, level - 1), level);
  return {
    answers: parsed,
    investor_profile_filled: filled,
    risk_score: score,
    risk_level: level,
    proposed_strategies: matching
      .sort((a, b) => Math.abs(level - a.riskLevel) - Math.abs(level - b.riskLevel))
      .map((strategy) => ({ id: strategy.id, name: strategy.localizedNames[locale] ?? strategy.name, risk_level: strategy.riskLevel })),
  };
}

const isDocumentKind = (name: string): name is OnboardingDocumentKind => (onboardingDocumentKinds as readonly string[]).includes(name);

/**
 * Stores an uploaded onboarding document of a client of the scope (a PDF, JPEG or PNG by content; 415 otherwise),
 * replacing the one of its kind; a refused or failed save leaves no file behind.
 */
export async function storeDocument(
  app: FastifyInstance,
  repo: OnboardingRepository,
  scope: RequestScope,
  id: number,
  file: UploadedFile | null,
) {
  const { locale, companyId } = scope;
  await foundClient(repo, id, locale);
  if (!file || !isDocumentKind(file.fieldName) || file.data.length === 0) {
    throw new UnprocessableError(t('invalidInput', locale), [{ field: 'document', message: t('attachmentRequired', locale) }]);
  }
  const kind = file.fieldName;
  const fileKind = sniffIdDocument(file.data);
  if (!fileKind) throw new HttpError(415, t('idDocumentKind', locale));

  const storageKey = `onboarding/${companyId}/${id}/${kind}-${randomUUID()}.${fileKind}`;
  await app.uploads.put(storageKey, file.data);
  const document = {
    kind,
    fileName: cleanFileName(file.fileName, kind),
    fileKind,
    sizeBytes: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    storageKey,
  };
  const saved = await repo
    .transaction((tx) => tx.saveDocument(id, document, app.now()))
    .catch(async (error: unknown) => {
      await app.uploads.remove(storageKey);
      throw error;
    });
  if (!saved) {
    await app.uploads.remove(storageKey);
    throw new NotFoundError(t('clientNotFound', locale));
  }
  if (saved.replaced) await app.uploads.remove(saved.replaced);
  return { kind, fileKind, sizeBytes: document.sizeBytes };
}
