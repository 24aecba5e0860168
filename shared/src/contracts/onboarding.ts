/**
 * The onboarding wizard (docs/onboarding.md): what the adviser enters for a new client step by step,
 * the rules of each field, the wizard's step sequence per custodian and when a step counts as filled. The browser
 * and the API use the same schemas and the same step rules.
 */
import { z } from 'zod';
import {
  ahvCheck,
  ageOn,
  isCountryCode,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  minimumAgeMessage,
  nationalityRequiredMessage,
  tooLongMessage,
} from '../validation';
import { nulFree, textSchema } from './common';
import { civilStatuses, clientTitles, genders, preferredLanguages } from './domain';
import { invalidValueMessage, serviceProductSchema, type ServiceProduct } from './statistics';
import {
  clientIdParamsSchema,
  custodianSchema,
  onboardingStepSchema,
  onboardingStepStates,
  type OnboardingStep,
  type OnboardingStepState,
} from './clients';
import { funnelStageSchema } from './statistics';
import { clientStatusSchema } from './domain';

/** A required field left empty (each personal-data field has it; docs/onboarding.md). Translated by the API's catalogue. */
export const fieldRequiredMessage = 'Dieses Feld ist erforderlich.';
/** An e-mail address that is not one. */
export const emailInvalidMessage = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
/** A phone number that is not one. */
export const phoneInvalidMessage = 'Bitte geben Sie eine gültige Telefonnummer ein.';
/** A Swiss postal code that is not four digits. */
export const zipInvalidMessage = 'Bitte geben Sie eine gültige Postleitzahl ein.';
/** A US-person question left unanswered. */
export const answerRequiredMessage = 'Bitte beantworten Sie diese Frage.';
/** The bank step without any bank. */
export const bankRequiredMessage = 'Bitte wählen Sie mindestens eine Bank aus.';
/** The custom custodian chosen without the name of the client's own bank. */
export const ownCustodianNameRequiredMessage = 'Bitte geben Sie den Namen der eigenen Depotbank an.';

/** A string whose absence (or wrong type) is reported with `message`. */
const text = (message = fieldRequiredMessage) => z.string({ error: message }).check(nulFree);
const required = (max = 100) =>
  text()
    .trim()
    .min(1, { error: fieldRequiredMessage })
    .max(max, { error: tooLongMessage(max) });
const optionalText = (max = 100) =>
  text(invalidValueMessage)
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: fieldRequiredMessage });
const yesNo = z.boolean({ error: answerRequiredMessage });

export const bankCodeInputSchema = textSchema()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The name of the client's own custodian bank, asked for when the custom custodian is chosen (docs/onboarding.md). */
const ownCustodianNameSchema = optionalText(120);

// ---- fee ------------------------------------------------------------------------------------------

/** Highest finders fee (one-time) and recurring fee (monthly) a partner may agree, in percent. */
export const MAX_FINDERS_FEE_PERCENTAGE = 10;
export const MAX_RECURRING_FEE_PERCENTAGE = 5;

/** A percentage with at most three decimals (stored as numeric(6,3)) between 0 and `max`. */
const percentage = (max: number) =>
  z
    // an empty field (no value) is a missing one; anything else that is not a number is not a valid value
    .number({ error: (issue) => (issue.input === undefined ? fieldRequiredMessage : invalidValueMessage) })
    .min(0, { error: invalidValueMessage })
    .max(max, { error: invalidValueMessage })
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, { error: invalidValueMessage });

export const feeStructureInputSchema = z.object({
  finders_fee_percentage: percentage(MAX_FINDERS_FEE_PERCENTAGE),
  recurring_fee_percentage: percentage(MAX_RECURRING_FEE_PERCENTAGE).nullable().optional(),
});
export type FeeStructureInput = z.infer<typeof feeStructureInputSchema>;

/** "1,5" and "1.5" are both 1.5; an empty field is no number (the message says so). */
const decimalOf = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : /^-?\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** The fee as a form holds it (the typed strings) through the rules of the fee ('Bitte geben Sie einen gültigen Wert ein', docs/onboarding.md). */
export const feeFormInputSchema = z.object({
  finders_fee_percentage: z.preprocess(decimalOf, feeStructureInputSchema.shape.finders_fee_percentage),
  recurring_fee_percentage: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : decimalOf(value)),
    feeStructureInputSchema.shape.recurring_fee_percentage,
  ),
});

// ---- personal data --------------------------------------------------------------------------------

/** `now` is read when the schema runs, so that a test can set the clock. */
const birthdaySchema = text()
  .min(1, { error: fieldRequiredMessage })
  .check((ctx) => {
    if (ctx.value === '') return; // the message of min(1)
    const age = ageOn(ctx.value, new Date());
    // not a day of the calendar (2026-02-30), or a year no living client was born in: a typing error
    if (age === null || age > MAXIMUM_AGE) ctx.issues.push({ code: 'custom', message: invalidValueMessage, input: ctx.value });
    else if (age < MINIMUM_AGE) ctx.issues.push({ code: 'custom', message: minimumAgeMessage, input: ctx.value });
  });

/** A client's ISO 3166-1 alpha-2 country code, in capitals ('CH'): the codes of `GET countries/nationalities`. */
const countryCode = (message: string) => text(message).length(2, { error: message }).refine(isCountryCode, { error: invalidValueMessage });

export const clientAddressInputSchema = z.object({
  country: countryCode(fieldRequiredMessage),
  zip: required(10),
  city: required(80),
  street: required(120),
  house_number: required(12),
  address_line_2: optionalText(120),
});

export const clientPersonalStatusInputSchema = z.object({
  nationalities: z
    .array(countryCode(nationalityRequiredMessage), { error: nationalityRequiredMessage })
    .min(1, { error: nationalityRequiredMessage })
    .max(5, { error: invalidValueMessage })
    .refine((codes) => new Set(codes).size === codes.length, { error: invalidValueMessage }),
  tax_domicile: countryCode(fieldRequiredMessage),
  civil_status: choice(civilStatuses),
  place_of_origin: required(80),
  /** required for a client with Swiss tax domicile, optional otherwise (docs/onboarding.md) */
  ahv_number: optionalText(20).check(ahvCheck),
});

export const usPersonInputSchema = z.object({
  us_citizen: yesNo,
  us_green_card: yesNo,
  us_resident: yesNo,
  us_born_in_us: yesNo,
  us_tax_liable: yesNo,
});

/** An e-mail address the client can be reached at (required). */
export const clientEmailSchema = text()
  .trim()
  .min(1, { error: fieldRequiredMessage })
  .max(254, { error: emailInvalidMessage })
  .pipe(z.email({ error: emailInvalidMessage }));
/**
 * A phone number (required): digits with the usual separators, an optional leading + (docs/onboarding.md). A Swiss
 * one (+41, 0041, or 0 and the area code) has nine digits after the country code or the 0, the first not a 0; a
 * foreign one (+ or 00 and another country code) at most 15 digits in all (ITU-T E.164); a number without a country
 * code is a Swiss one.
 */
export function isValidPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()./-]{7,20}$/.test(value)) return false;
  // "+41 (0)44 668 18 00": the trunk 0 in brackets, as Swiss letterheads write it, is not dialled after the country code
  const digits = value.replace('(0)', '').replace(/\D/g, '');
  const international = value.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international === null) return /^0[1-9]\d{8}$/.test(digits);
  if (international.startsWith('41')) return /^41[1-9]\d{8}$/.test(international);
  return /^[1-9]\d{6,14}$/.test(international);
}

export const clientPhoneSchema = text()
  .trim()
  .min(1, { error: fieldRequiredMessage })
  .refine(isValidPhoneNumber, { error: phoneInvalidMessage });

const personalDataObject = z.object({
  title: choice(clientTitles),
  first_name: required(80),
  last_name: required(80),
  email: clientEmailSchema,
  phone: clientPhoneSchema,
  birthday: birthdaySchema,
  gender: choice(genders),
  preferred_language: choice(preferredLanguages),
  address: clientAddressInputSchema,
  personal_status: clientPersonalStatusInputSchema,
  us_person: usPersonInputSchema,
});

type PersonalDataShape = z.infer<typeof personalDataObject>;

/**
 * The rules that span fields: a Swiss zip has four digits; the AHV number is required with Swiss tax domicile. (zod
 * runs them once every field is valid; the AHV format itself is checked at the field.)
 */
function checkPersonalData(value: PersonalDataShape, ctx: z.RefinementCtx) {
  if (value.address.country === 'CH' && !/^\d{4}$/.test(value.address.zip)) {
    ctx.addIssue({ code: 'custom', message: zipInvalidMessage, path: ['address', 'zip'] });
  }
  if (!value.personal_status.ahv_number && value.personal_status.tax_domicile === 'CH') {
    ctx.addIssue({ code: 'custom', message: fieldRequiredMessage, path: ['personal_status', 'ahv_number'] });
  }
}

/** The personal-data step's form and the personal part of `POST clients` / `PUT clients/{id}`. */
export const personalDataInputSchema = personalDataObject.superRefine(checkPersonalData);
export type PersonalDataInput = z.input<typeof personalDataInputSchema>;
export type PersonalData = z.output<typeof personalDataInputSchema>;

/**
 * `POST admin_partner/clients`: the first save of the wizard creates the client with what the fee and bank steps
 * kept in the page, and its personal data.
 */
export const createClientBodySchema = personalDataObject
  .extend({
    fee_structure: feeStructureInputSchema.optional(),
    custodian_banks: z.array(bankCodeInputSchema).min(1, { error: bankRequiredMessage }).max(10),
    own_custodian_name: ownCustodianNameSchema,
  })
  .superRefine(checkPersonalData);
export type CreateClientBody = z.input<typeof createClientBodySchema>;

/** `PUT admin_partner/clients/{id}`: the personal data, the fee structure, or both. */
export const updateClientBodySchema = z
  .object({
    personal_data: personalDataInputSchema.optional(),
    fee_structure: feeStructureInputSchema.optional(),
  })
  .refine((body) => body.personal_data !== undefined || body.fee_structure !== undefined, { error: fieldRequiredMessage });
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/** `PUT admin_partner/clients/{id}/save_suggested_bank`: the banks the partner suggests; the first is the custodian. */
export const saveSuggestedBankBodySchema = z.object({
  bank_codes: z.array(bankCodeInputSchema).min(1, { error: bankRequiredMessage }).max(10),
  own_custodian_name: ownCustodianNameSchema,
});
export type SaveSuggestedBankBody = z.infer<typeof saveSuggestedBankBodySchema>;

// ---- the wizard's state ---------------------------------------------------------------------------

export const onboardingClientSchema = z.object({
  id: z.number().int(),
  status: clientStatusSchema,
  funnel_stage: funnelStageSchema,
  title: z.enum(clientTitles).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  preferred_language: z.enum(preferredLanguages).nullable(),
  address: z.object({
    country: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    address_line_2: z.string().nullable(),
  }),
  personal_status: z.object({
    nationalities: z.array(z.string()),
    tax_domicile: z.string().nullable(),
    civil_status: z.enum(civilStatuses).nullable(),
    place_of_origin: z.string().nullable(),
    ahv_number: z.string().nullable(),
  }),
  us_person: z.object({
    us_citizen: z.boolean().nullable(),
    us_green_card: z.boolean().nullable(),
    us_resident: z.boolean().nullable(),
    us_born_in_us: z.boolean().nullable(),
    us_tax_liable: z.boolean().nullable(),
  }),
  fee_structure: z.object({ finders_fee_percentage: z.number().nullable(), recurring_fee_percentage: z.number().nullable() }).nullable(),
  custodian_banks: z.array(z.string()),
  partner_suggested_bank_codes: z.array(z.string()),
  /** the name of the client's own bank when the custom custodian is chosen */
  own_custodian_name: z.string().nullable(),
  kyc_filled: z.boolean(),
  has_partner_kyc_answers: z.boolean(),
  investor_profile_filled: z.boolean(),
  has_partner_investor_profile_answers: z.boolean(),
  partner_suggested_id_documents_uploaded: z.boolean(),
  client_id_documents_uploaded: z.boolean(),
  partner_certified_id_document_uploaded: z.boolean(),
  signed_onboarding_pao_uploaded: z.boolean(),
  suggested_services_count: z.number().int(),
  available_service_kinds: z.array(serviceProductSchema),
});
export type OnboardingClient = z.infer<typeof onboardingClientSchema>;

// ---- the client's onboarding documents (`PUT clients/{id}/save_documents`) ---------------------------------

/**
 * The documents an adviser uploads in the wizard, each a multipart field of `save_documents`: the ID's front and back
 * (clientIDStep), the certified copy of the ID (clientCertifiedIDStep), the signed power of attorney of a custom
 * custodian (signDocumentsStep). A new upload of a kind replaces the previous one.
 */
export const onboardingDocumentKinds = [
  'partner_suggested_id_document_front',
  'partner_suggested_id_document_back',
  'partner_certified_id_document',
  'signed_onboarding_pao',
] as const;
export type OnboardingDocumentKind = (typeof onboardingDocumentKinds)[number];
/** What an ID document may be, recognised by the API from the content (never from the name). */
export const idDocumentFileKinds = ['pdf', 'jpeg', 'png'] as const;
export const onboardingDocumentSchema = z.object({
  kind: z.enum(onboardingDocumentKinds),
  file_name: z.string(),
  file_kind: z.enum(idDocumentFileKinds),
  size_bytes: z.number().int(),
  /** SHA-256 of the bytes, hex */
  sha256: z.string(),
  uploaded_at: z.string(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;
export const onboardingDocumentParamsSchema = clientIdParamsSchema.extend({ kind: z.enum(onboardingDocumentKinds) });

export const onboardingStateResponseSchema = z.object({
  client: onboardingClientSchema,
  steps: z.array(z.object({ step: onboardingStepSchema, state: z.enum(onboardingStepStates) })),
  /** the documents uploaded in the wizard, one per kind at most */
  documents: z.array(onboardingDocumentSchema),
});
export type OnboardingStateResponse = z.infer<typeof onboardingStateResponseSchema>;

/** `GET admin_partner/custodians` with the banks the partner company suggests to its clients. */
export const custodianListSchema = z.array(custodianSchema);
export type Custodian = z.infer<typeof custodianSchema>;

// ---- the step rules (docs/onboarding.md) -------------------------------------------------------------------

type CustodianFlags = { bank_code: string; custom_custodian: boolean };

/** Whether the chosen banks include the custom custodian ("own custodian bank"). */
export function choosesOwnCustodian(bankCodes: readonly string[], custodians: readonly CustodianFlags[]): boolean {
  return custodians.some((c) => c.custom_custodian && bankCodes.includes(c.bank_code));
}

/** The rule of the own bank's name (docs/onboarding.md): required when the custom custodian is chosen; else no issue. */
export function ownCustodianNameIssue(
  bankCodes: readonly string[],
  custodians: readonly CustodianFlags[],
  name: string | null | undefined,
): string | null {
  return choosesOwnCustodian(bankCodes, custodians) && !name?.trim() ? ownCustodianNameRequiredMessage : null;
}

/** The bank step's form: the banks, and the own bank's name when the custom custodian is among them. */
export const bankChoiceSchema = (custodians: readonly CustodianFlags[]) =>
  saveSuggestedBankBodySchema.superRefine((body, ctx) => {
    const issue = ownCustodianNameIssue(body.bank_codes, custodians, body.own_custodian_name);
    if (issue) ctx.addIssue({ code: 'custom', path: ['own_custodian_name'], message: issue });
  });

/** The wizard's sequence for the chosen banks ("Sequences by custodian"); services only when `withServices`. */
export function onboardingStepSequence(
  bankCodes: readonly string[],
  custodians: readonly CustodianFlags[],
  withServices: boolean,
): OnboardingStep[] {
  const custom = choosesOwnCustodian(bankCodes, custodians);
  const libertyWithoutHbl = bankCodes.includes('LIBERTY') && !bankCodes.includes('HBL');
  const steps: OnboardingStep[] = custom
    ? [
        'feeStep',
        'chooseBankStep',
        'personalDataStep',
        'clientCertifiedIDStep',
        'kycStep',
        'investorProfileStep',
        'signDocumentsStep',
        'servicesStep',
      ]
    : libertyWithoutHbl
      ? ['feeStep', 'chooseBankStep', 'personalDataStep', 'clientIDStep', 'investorProfileStep', 'servicesStep']
      : ['feeStep', 'chooseBankStep', 'personalDataStep', 'kycStep', 'investorProfileStep', 'servicesStep'];
  return withServices ? steps : steps.filter((step) => step !== 'servicesStep');
}

/** What decides whether a step is filled: the saved client (or none yet) and what the page keeps locally. */
export type StepFacts = {
  client: Pick<
    OnboardingClient,
    | 'kyc_filled'
    | 'has_partner_kyc_answers'
    | 'investor_profile_filled'
    | 'has_partner_investor_profile_answers'
    | 'partner_suggested_id_documents_uploaded'
    | 'client_id_documents_uploaded'
    | 'partner_certified_id_document_uploaded'
    | 'signed_onboarding_pao_uploaded'
    | 'suggested_services_count'
  > | null;
  /** a finders fee exists, saved or local */
  hasFindersFee: boolean;
  /** the chosen banks, saved or local */
  bankCodes: readonly string[];
};

/** When a step counts as filled (docs/onboarding.md). */
export function isOnboardingStepFilled(step: OnboardingStep, facts: StepFacts): boolean {
  const { client } = facts;
  switch (step) {
    case 'feeStep':
      return facts.hasFindersFee;
    case 'chooseBankStep':
      return facts.bankCodes.length > 0;
    case 'personalDataStep':
      return client !== null;
    case 'kycStep':
      return client !== null && (client.kyc_filled || !client.has_partner_kyc_answers);
    case 'investorProfileStep':
      return client !== null && (client.investor_profile_filled || !client.has_partner_investor_profile_answers);
    case 'clientIDStep':
      return client !== null && (client.partner_suggested_id_documents_uploaded || client.client_id_documents_uploaded);
    case 'clientCertifiedIDStep':
      return client !== null && client.partner_certified_id_document_uploaded;
    case 'signDocumentsStep':
      return client !== null && client.signed_onboarding_pao_uploaded;
    case 'servicesStep':
      return client !== null && client.suggested_services_count > 0;
  }
}

/**
 * Whether a filled step is filled only because the adviser gave no answers: a questionnaire the client answers
 * later, in the client's own app (docs/onboarding.md).
 */
export function isOnboardingStepLeftToClient(step: OnboardingStep, facts: StepFacts): boolean {
  const { client } = facts;
  if (client === null) return false;
  if (step === 'kycStep') return !client.kyc_filled && !client.has_partner_kyc_answers;
  if (step === 'investorProfileStep') return !client.investor_profile_filled && !client.has_partner_investor_profile_answers;
  return false;
}

/**
 * Each step with its state: filled ones completed (or `client_to_complete` when filled only because the client
 * answers them later), the first unfilled one in progress, the rest not started.
 */
export function onboardingStepStatesOf(
  sequence: readonly OnboardingStep[],
  facts: StepFacts,
): { step: OnboardingStep; state: OnboardingStepState }[] {
  let current = false;
  return sequence.map((step) => {
    if (isOnboardingStepFilled(step, facts))
      return { step, state: isOnboardingStepLeftToClient(step, facts) ? ('client_to_complete' as const) : ('completed' as const) };
    if (!current) {
      current = true;
      return { step, state: 'in_progress' as const };
    }
    return { step, state: 'not_started' as const };
  });
}

/** Whether the adviser gets the services step for the client (docs/onboarding.md). */
export const withServicesStep = (fidlegCertified: boolean, availableServiceKinds: readonly ServiceProduct[]) =>
  fidlegCertified && availableServiceKinds.length > 0;

// ---- address look-ups -----------------------------------------------------------------------------

export const zipCodesQuerySchema = z.object({ query: textSchema().trim().min(1).max(40) });
export const zipCodeEntrySchema = z.object({
  zip: z.string(),
  city: z.string(),
  canton: z.string(),
  /** every postal code of that city, sorted */
  city_zip_codes: z.array(z.string()),
});
export type ZipCodeEntry = z.infer<typeof zipCodeEntrySchema>;
export const zipCodesResponseSchema = z.object({ zip_codes: z.array(zipCodeEntrySchema) });
export type ZipCodesResponse = z.infer<typeof zipCodesResponseSchema>;

export const streetsQuerySchema = z.object({
  zip: textSchema()
    .trim()
    .regex(/^\d{4}$/),
  query: textSchema().trim().max(60).default(''),
});
export const streetsResponseSchema = z.object({ streets: z.array(z.string()) });
export type StreetsResponse = z.infer<typeof streetsResponseSchema>;
