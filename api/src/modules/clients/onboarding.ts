/**
 * Onboarding progress of SPEC §4: the label of the funnel stage, and the wizard's steps with their state, in the
 * sequence the client's custodian asks for.
 */
import { sql } from 'drizzle-orm';
import { onboardingStepSequence } from '@portal/shared/contracts';
import type { FunnelStage, OnboardingProgress, OnboardingStep, OnboardingStepState } from '@portal/shared/contracts';
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

const isEmpty = (answers: Record<string, unknown> | null) => answers === null || Object.keys(answers).length === 0;

/** When a step counts as filled (SPEC §4). */
export function isStepFilled(step: OnboardingStep, client: ClientRow, hasFindersFee: boolean, suggestedServices: number): boolean {
  switch (step) {
    case 'feeStep':
      return hasFindersFee;
    case 'chooseBankStep':
      return client.custodianBanks.length > 0;
    case 'personalDataStep':
      return true; // the client has an id
    case 'kycStep':
      return client.kycFilled || isEmpty(client.partnerKycAnswers);
    case 'investorProfileStep':
      return client.investorProfileFilled || isEmpty(client.partnerInvestorProfileAnswers);
    case 'clientIDStep':
      return client.partnerSuggestedIdDocumentsUploaded || client.clientIdDocumentsUploaded;
    case 'clientCertifiedIDStep':
      return client.partnerCertifiedIdDocumentUploaded;
    case 'signDocumentsStep':
      return client.signedOnboardingPaoUploaded;
    case 'servicesStep':
      return suggestedServices > 0;
  }
}

/**
 * Each step's state: filled steps are completed; the first unfilled one is in progress (the wizard opens there);
 * the ones after it have not started.
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
  const withServices = options.adviserFidlegCertified && client.availableServiceKinds.length > 0;
  let current = false;
  // the sequence the wizard shows (shared with it): the custodians' flags as the contract names them
  const flags = options.custodians.map((c) => ({ bank_code: c.bankCode, custom_custodian: c.customCustodian }));
  return onboardingStepSequence(client.custodianBanks, flags, withServices).map((step) => {
    if (isStepFilled(step, client, options.hasFindersFee, options.suggestedServices)) return { step, state: 'completed' as const };
    if (!current) {
      current = true;
      return { step, state: 'in_progress' as const };
    }
    return { step, state: 'not_started' as const };
  });
}
