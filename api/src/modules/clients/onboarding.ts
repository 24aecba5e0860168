/**
 * Onboarding progress (docs/clients.md): the label of the funnel stage, and the wizard's steps with their state, in the
 * sequence the client's custodian asks for.
 */
import { sql } from 'drizzle-orm';
import { onboardingStepSequence, onboardingStepStatesOf, withServicesStep } from '@portal/shared/contracts';
import type { FunnelStage, OnboardingProgress, OnboardingStep, OnboardingStepState, StepFacts } from '@portal/shared/contracts';
import { clients, partnerSuggestedServices, type ClientRow, type CustodianRow } from '../../db/schema';

const progressOfStage: Record<FunnelStage, OnboardingProgress> = {
  added: 'invitation_not_sent',
  invited: 'invitation_sent',
  registration_started: 'invitation_accepted',
  registered: 'personal_details_validated',
  ready: 'bank_validated',
  invested: 'onboarding_completed',
};

export const onboardingProgressOf = (stage: FunnelStage): OnboardingProgress => progressOfStage[stage];

/** How many services were suggested for the client of the row: what the services step counts (a column of a select on `clients`). */
export const suggestedServicesCount = sql<number>`(select count(*)::int from ${partnerSuggestedServices} where ${partnerSuggestedServices.clientId} = ${clients.id})`;

/** Whether a questionnaire's saved partner answers hold any answer. */
const hasAnswers = (answers: Record<string, unknown> | null) => answers !== null && Object.keys(answers).length > 0;

/** What the steps' rules read of a client row, as the contract names it (`StepFacts['client']`). */
export function stepFactsOf(client: ClientRow, suggestedServices: number): NonNullable<StepFacts['client']> {
  return {
    kyc_filled: client.kycFilled,
    has_partner_kyc_answers: hasAnswers(client.partnerKycAnswers),
    investor_profile_filled: client.investorProfileFilled,
    has_partner_investor_profile_answers: hasAnswers(client.partnerInvestorProfileAnswers),
    partner_suggested_id_documents_uploaded: client.partnerSuggestedIdDocumentsUploaded,
    client_id_documents_uploaded: client.clientIdDocumentsUploaded,
    partner_certified_id_document_uploaded: client.partnerCertifiedIdDocumentUploaded,
    signed_onboarding_pao_uploaded: client.signedOnboardingPaoUploaded,
    suggested_services_count: suggestedServices,
  };
}

/**
 * Each step's state, by the wizard's own rules (shared with it, docs/onboarding.md): filled steps are completed, or
 * `client_to_complete` when a questionnaire is filled only because the client answers it later; the first unfilled
 * one is in progress (the wizard opens there); the ones after it have not started.
 */
export function onboardingSteps(
  client: ClientRow,
  options: {
    custodians: Pick<CustodianRow, 'bankCode' | 'customCustodian'>[];
    hasFindersFee: boolean;
    adviserFidlegCertified: boolean;
    /** the services suggested for the client (`suggestedServicesCount`) */
    suggestedServices: number;
  },
): { step: OnboardingStep; state: OnboardingStepState }[] {
  const withServices = withServicesStep(options.adviserFidlegCertified, client.availableServiceKinds);
  // the sequence the wizard shows: the custodians' flags as the contract names them
  const flags = options.custodians.map((c) => ({ bank_code: c.bankCode, custom_custodian: c.customCustodian }));
  return onboardingStepStatesOf(onboardingStepSequence(client.custodianBanks, flags, withServices), {
    client: stepFactsOf(client, options.suggestedServices),
    hasFindersFee: options.hasFindersFee,
    bankCodes: client.custodianBanks,
  });
}
