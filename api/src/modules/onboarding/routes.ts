import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  choosesOwnCustodian,
  clientIdParamsSchema,
  createClientBodySchema,
  messageResponseSchema,
  onboardingDocumentKinds,
  onboardingDocumentParamsSchema,
  type OnboardingDocumentKind,
  onboardingStateResponseSchema,
  onboardingStepSequence,
  onboardingStepStatesOf,
  ownCustodianNameIssue,
  saveSuggestedBankBodySchema,
  updateClientBodySchema,
  withServicesStep,
  streetsQuerySchema,
  streetsResponseSchema,
  zipCodesQuerySchema,
  zipCodesResponseSchema,
  investorProfileAnswersSchema,
  investorProfileResponseSchema,
  kycAnswersSchema,
  kycQuestions,
  kycQuestionsResponseSchema,
  kycResponseSchema,
  riskLevelOf,
  riskScore,
  type InvestorProfileResponse,
  type Locale,
  type OnboardingClient,
  type OnboardingDocument,
  type OnboardingStateResponse,
} from '@portal/shared/contracts';
import type { ClientOnboardingDocumentRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { checkedStream } from '../../lib/checked-stream';
import { sendAttachment } from '../../lib/file-store';
import { cleanFileName, readMultipart, registerMultipart, uploadRateLimit } from '../../lib/multipart';
import { addressedName } from '../../lib/client-labels';
import { onboardingInvitationMails as onboardingMail, t } from '../../lib/messages';
import type { createOnboardingRepository } from './repository';
import { contentTypeOf, sniffIdDocument } from '../../lib/id-documents';
import { localitiesFrom } from './localities';
import { errorResponses, security } from '../../lib/route-schemas';
import { stepFactsOf } from '../clients/onboarding';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['onboarding'];

type Repository = ReturnType<typeof createOnboardingRepository>;
type Found = NonNullable<Awaited<ReturnType<Repository['find']>>>;

const serialiseDocument = (row: ClientOnboardingDocumentRow): OnboardingDocument => ({
  kind: row.kind,
  file_name: row.fileName,
  file_kind: row.fileKind,
  size_bytes: row.sizeBytes,
  sha256: row.sha256,
  uploaded_at: row.uploadedAt.toISOString(),
});

const numberOrNull = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

function clientOf({ client, funnelStage, fee, suggestedServices }: Found): OnboardingClient {
  return {
    id: client.id,
    status: client.status,
    funnel_stage: funnelStage,
    title: client.title,
    first_name: client.firstName,
    last_name: client.lastName,
    email: client.email,
    phone: client.phone,
    birthday: client.birthday,
    gender: client.gender,
    preferred_language: client.preferredLanguage,
    address: {
      country: client.country,
      zip: client.zip,
      city: client.city,
      street: client.street,
      house_number: client.houseNumber,
      address_line_2: client.addressLine2,
    },
    personal_status: {
      nationalities: client.nationalities,
      tax_domicile: client.taxDomicile,
      civil_status: client.civilStatus,
      place_of_origin: client.placeOfOrigin,
      ahv_number: client.ahvNumber,
    },
    us_person: {
      us_citizen: client.usCitizen,
      us_green_card: client.usGreenCard,
      us_resident: client.usResident,
      us_born_in_us: client.usBornInUs,
      us_tax_liable: client.usTaxLiable,
    },
    fee_structure: fee
      ? {
          finders_fee_percentage: numberOrNull(fee.findersFeePercentage),
          recurring_fee_percentage: numberOrNull(fee.recurringFeePercentage),
        }
      : null,
    custodian_banks: client.custodianBanks,
    partner_suggested_bank_codes: client.partnerSuggestedBankCodes,
    own_custodian_name: client.ownCustodianName,
    ...stepFactsOf(client, suggestedServices),
    available_service_kinds: client.availableServiceKinds,
  };
}

/**
 * The onboarding wizard's API (docs/onboarding.md): the first save creates the client (`POST clients`), later
 * saves update it (`PUT clients/{id}`, `PUT clients/{id}/save_suggested_bank`), `GET client_onboarding/{id}` gives
 * the wizard its state and steps, and the address look-ups help with the personal data. Tenant-scoped through
 * `app.repos.onboarding(request.scope)`: another company's client is not found (404).
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));
  await registerMultipart(app);
  const uploadLimit = uploadRateLimit(app);
  const localities = () => localitiesFrom(join(app.config.migrationsDir, '..', 'data', 'ch-localities.csv'));

  /** The wizard's state of a client of the scope, or 404. */
  async function stateOf(
    repo: Repository,
    id: number,
    fidlegCertified: boolean,
    locale: Parameters<typeof t>[1],
  ): Promise<OnboardingStateResponse> {
    const found = await repo.find(id);
    if (!found) throw new NotFoundError(t('clientNotFound', locale));
    const client = clientOf(found);
    const custodians = await repo.custodiansByCode(client.custodian_banks);
    const sequence = onboardingStepSequence(
      client.custodian_banks,
      custodians.map((c) => ({ bank_code: c.bankCode, custom_custodian: c.customCustodian })),
      withServicesStep(fidlegCertified, client.available_service_kinds),
    );
    const steps = onboardingStepStatesOf(sequence, {
      client,
      hasFindersFee: client.fee_structure?.finders_fee_percentage != null,
      bankCodes: client.custodian_banks,
    });
    const documents = (await repo.documents(id)).map(serialiseDocument);
    return { client, steps, documents };
  }

  /**
   * 422 unless every code names a custodian, and unless the own bank is named when the custom custodian is among
   * them (docs/onboarding.md); the name to store: the given one with the custom custodian, none without it.
   */
  async function checkBanks(
    repo: Repository,
    codes: string[],
    field: string,
    ownCustodianName: string | null | undefined,
    locale: Parameters<typeof t>[1],
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

  app.get(
    '/client_onboarding/:id',
    {
      schema: {
        tags,
        security,
        summary: "The onboarding wizard's state of a client: the saved data and each step with its state",
        operationId: 'getClientOnboarding',
        params: clientIdParamsSchema,
        response: { 200: onboardingStateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      const state = await stateOf(repo, request.params.id, request.scope.fidlegCertified, request.scope.locale);
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: request.params.id, details: { what: 'onboarding' } });
      return state;
    },
  );

  app.post(
    '/clients',
    {
      schema: {
        tags,
        security,
        summary: "Creates a client with the wizard's first save: personal data, the chosen banks and the fee structure",
        operationId: 'createClient',
        body: createClientBodySchema,
        response: { 201: onboardingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fee_structure: fee, custodian_banks: banks, own_custodian_name: ownName, ...personal } = request.body;
      const repo = app.repos.onboarding(request.scope);
      const ownCustodianName = await checkBanks(repo, banks, 'custodian_banks', ownName, request.scope.locale);
      const id = await repo.transaction((tx) => tx.create(personal, { bankCodes: banks, ownCustodianName }, fee));
      await audit(app.db, request, { action: 'create', entity: 'client', entityId: id, details: { what: 'onboarding' } });
      reply.code(201);
      return stateOf(repo, id, request.scope.fidlegCertified, request.scope.locale);
    },
  );

  app.put(
    '/clients/:id',
    {
      schema: {
        tags,
        security,
        summary: "Updates a client's personal data and/or fee structure (the wizard's later saves)",
        operationId: 'updateClient',
        params: clientIdParamsSchema,
        body: updateClientBodySchema,
        response: { 200: onboardingStateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const repo = app.repos.onboarding(request.scope);
      const found = await repo.find(id);
      if (!found) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      // docs/onboarding.md: the bank data must be saved before the fee or any later step
      if (found.client.custodianBanks.length === 0) {
        throw new UnprocessableError(t('invalidInput', request.scope.locale), [
          { field: 'custodian_banks', message: t('bankFirst', request.scope.locale) },
        ]);
      }
      const { personal_data: personal, fee_structure: fee } = request.body;
      await repo.transaction(async (tx) => {
        if (personal) await tx.updatePersonalData(id, personal);
        if (fee) await tx.saveFee(id, fee, app.now().toISOString().slice(0, 10));
      });
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: id,
        details: { what: [personal && 'personal_data', fee && 'fee_structure'].filter(Boolean) },
      });
      return stateOf(repo, id, request.scope.fidlegCertified, request.scope.locale);
    },
  );

  app.put(
    '/clients/:id/save_suggested_bank',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the banks the partner suggests for the client (the first is its custodian)',
        operationId: 'saveSuggestedBank',
        params: clientIdParamsSchema,
        body: saveSuggestedBankBodySchema,
        response: { 200: onboardingStateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const repo = app.repos.onboarding(request.scope);
      if (!(await repo.find(id))) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      const { bank_codes: codes, own_custodian_name: ownName } = request.body;
      const ownCustodianName = await checkBanks(repo, codes, 'bank_codes', ownName, request.scope.locale);
      await repo.saveBanks(id, { bankCodes: codes, ownCustodianName });
      await audit(app.db, request, { action: 'update', entity: 'client', entityId: id, details: { what: 'custodian_banks' } });
      return stateOf(repo, id, request.scope.fidlegCertified, request.scope.locale);
    },
  );

  const localeOfLanguage = { german: 'de', english: 'en', french: 'fr', italian: 'it' } as const;
  const clientAppLink = (base: string, language: string) => {
    const url = new URL(base);
    url.searchParams.set('lang', language);
    return url.toString();
  };

  app.post(
    '/client_onboarding/:id/send_onboarding_email',
    {
      schema: {
        tags,
        security,
        summary: "Sends the client the invitation to the onboarding by e-mail, in the client's language; the client counts as invited",
        operationId: 'sendOnboardingEmail',
        params: clientIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const repo = app.repos.onboarding(request.scope);
      const found = await repo.find(request.params.id);
      if (!found) throw new NotFoundError(t('clientNotFound', locale));
      const { client } = found;
      if (!client.email) throw new UnprocessableError(t('invalidInput', locale), [{ field: 'email', message: t('fieldRequired', locale) }]);
      const language = client.preferredLanguage ? localeOfLanguage[client.preferredLanguage] : 'de';
      // not inside the repository's transaction: the mail queue writes through its own connection, which waits for
      // the transaction's on PGlite's single connection (a deadlock); an invitation that did not queue can be sent again
      await repo.markInvited(client.id, new Date());
      await app.mailer.send({
        to: client.email,
        // the link leads to where the client completes the onboarding, the client app, in the client's language
        ...onboardingMail[language](addressedName(client, language), clientAppLink(app.config.clientAppOnboardingUrl, language)),
      });
      await audit(app.db, request, { action: 'update', entity: 'client', entityId: client.id, details: { what: 'onboarding_email' } });
      return { message: t('operationSuccessful', locale) };
    },
  );

  app.get(
    '/hbl_kyc',
    {
      schema: {
        tags,
        security,
        summary: 'The KYC questionnaire: the regulatory and AML questions and their options',
        operationId: 'getKycQuestions',
        response: { 200: kycQuestionsResponseSchema, ...errors },
      },
    },
    async () => kycQuestions,
  );

  /** The stored answers of a questionnaire, when they still read as complete answers (older rows may not). */
  const answersOf = <T>(
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
    stored: unknown,
  ): T | null => {
    if (stored === null || stored === undefined) return null;
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  };

  app.get(
    '/clients/:id/hbl_kyc',
    {
      schema: {
        tags,
        security,
        summary: "The partner's KYC answers for a client and whether KYC is filled",
        operationId: 'getClientKyc',
        params: clientIdParamsSchema,
        response: { 200: kycResponseSchema, ...errors },
      },
    },
    async (request) => {
      const found = await app.repos.onboarding(request.scope).find(request.params.id);
      if (!found) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      return { answers: answersOf(kycAnswersSchema, found.client.partnerKycAnswers), kyc_filled: found.client.kycFilled };
    },
  );

  app.post(
    '/clients/:id/hbl_kyc',
    {
      schema: {
        tags,
        security,
        summary: "Saves the partner's KYC answers for a client (every question answered) and marks KYC filled",
        operationId: 'saveClientKyc',
        params: clientIdParamsSchema,
        body: kycAnswersSchema,
        response: { 200: kycResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      if (!(await repo.saveKyc(request.params.id, request.body))) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      await audit(app.db, request, { action: 'update', entity: 'client', entityId: request.params.id, details: { what: 'kyc' } });
      return { answers: request.body, kyc_filled: true };
    },
  );

  async function investorProfileOf(repo: Repository, answers: unknown, filled: boolean, locale: Locale): Promise<InvestorProfileResponse> {
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

  app.get(
    '/clients/:id/investor_profile',
    {
      schema: {
        tags,
        security,
        summary: "The partner's investor-profile answers for a client, the risk score and the strategies that match it",
        operationId: 'getClientInvestorProfile',
        params: clientIdParamsSchema,
        response: { 200: investorProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      const found = await repo.find(request.params.id);
      if (!found) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      return investorProfileOf(repo, found.client.partnerInvestorProfileAnswers, found.client.investorProfileFilled, request.scope.locale);
    },
  );

  app.post(
    '/clients/:id/investor_profile',
    {
      schema: {
        tags,
        security,
        summary: "Saves the partner's investor-profile answers for a client; answers the risk score and the matching strategies",
        operationId: 'saveClientInvestorProfile',
        params: clientIdParamsSchema,
        body: investorProfileAnswersSchema,
        response: { 200: investorProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      if (!(await repo.saveInvestorProfile(request.params.id, request.body)))
        throw new NotFoundError(t('clientNotFound', request.scope.locale));
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: request.params.id,
        details: { what: 'investor_profile' },
      });
      return investorProfileOf(repo, request.body, true, request.scope.locale);
    },
  );

  const isDocumentKind = (name: string): name is OnboardingDocumentKind => (onboardingDocumentKinds as readonly string[]).includes(name);

  app.put(
    '/clients/:id/save_documents',
    {
      preHandler: uploadLimit,
      schema: {
        tags,
        security,
        summary: "Uploads one of the client's onboarding documents (ID front or back, certified ID, signed power of attorney)",
        description: `multipart/form-data with one file in a field named after its kind: ${onboardingDocumentKinds.map((k) => `\`${k}\``).join(', ')}. PDF, JPEG or PNG, recognised by content; at most 10 MB (413 'File is too large. Max limit is 10mb.'). A refused file stores nothing. A new upload of a kind replaces the previous one; the answer is the wizard's state, with the step's flag set.`,
        operationId: 'saveClientDocuments',
        consumes: ['multipart/form-data'],
        params: clientIdParamsSchema,
        response: {
          200: onboardingStateResponseSchema,
          413: messageResponseSchema,
          415: messageResponseSchema,
          429: messageResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { locale, fidlegCertified, companyId } = request.scope;
      const repo = app.repos.onboarding(request.scope);
      if (!(await repo.find(id))) throw new NotFoundError(t('clientNotFound', locale));
      const { file } = await readMultipart(request);
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
        .transaction((tx) => tx.saveDocument(id, document, new Date()))
        .catch(async (error: unknown) => {
          await app.uploads.remove(storageKey);
          throw error;
        });
      if (!saved) {
        await app.uploads.remove(storageKey);
        throw new NotFoundError(t('clientNotFound', locale));
      }
      if (saved.replaced) await app.uploads.remove(saved.replaced);
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: id,
        details: { what: 'onboarding_document', kind, file_kind: fileKind, size_bytes: document.sizeBytes },
      });
      return stateOf(repo, id, fidlegCertified, locale);
    },
  );

  app.get(
    '/clients/:id/onboarding_documents/:kind',
    {
      schema: {
        tags,
        security,
        summary: 'One of the onboarding documents uploaded for the client, as it was uploaded',
        operationId: 'getClientOnboardingDocument',
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        params: onboardingDocumentParamsSchema,
        response: { 200: z.any().describe('the file'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const locale = request.scope.locale;
      const document = (await app.repos.onboarding(request.scope).documents(id)).find((row) => row.kind === kind);
      const stream = document ? await app.uploads.open(document.storageKey) : null;
      if (!document || !stream) throw new NotFoundError(t('documentNotAvailable', locale));
      await audit(app.db, request, { action: 'read', entity: 'client', entityId: id, details: { what: 'onboarding_document', kind } });
      // streamed as it is read, checked against the checksum written with the upload
      const checked = checkedStream(stream, document.sha256, `onboarding document ${document.storageKey}`);
      return sendAttachment(reply, checked, contentTypeOf[document.fileKind], document.fileName, document.sizeBytes);
    },
  );

  app.get(
    '/address/zip_codes',
    {
      schema: {
        tags,
        security,
        summary: "Swiss postal codes by the start of the code or of the city, each with its city and the city's codes",
        operationId: 'getZipCodes',
        querystring: zipCodesQuerySchema,
        response: { 200: zipCodesResponseSchema, ...errors },
      },
    },
    async (request) => ({ zip_codes: localities().lookup(request.query.query) }),
  );

  app.get(
    '/address/onrp_streets',
    {
      schema: {
        tags,
        security,
        summary: 'The streets of a Swiss postal code whose name or a word of it starts with the query, those starting with it first',
        operationId: 'getStreets',
        querystring: streetsQuerySchema,
        response: { 200: streetsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      streets: await app.repos.streets(request.scope).lookup(request.query.zip, request.query.query),
    }),
  );
};

export default onboardingRoutes;
