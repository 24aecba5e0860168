import type { OnboardingClient, OnboardingDocument, OnboardingStateResponse } from '@portal/shared/contracts';
import { onboardingStepSequence, onboardingStepStatesOf, withServicesStep } from '@portal/shared/contracts';
import { testClientContact } from '@portal/shared/test-utils';

export const custodians = [
  { bank_code: 'HBL', name: 'Hypothekarbank Lenzburg', custom_custodian: false },
  { bank_code: 'LIBERTY', name: 'Liberty Vorsorge', custom_custodian: false },
  { bank_code: 'CUSTOM', name: 'Eigene Depotbank', custom_custodian: true },
];

export const countries = [
  { code: 'CH', name: 'Schweiz' },
  { code: 'DE', name: 'Deutschland' },
  { code: 'KP', name: 'Nordkorea' },
  { code: 'US', name: 'Vereinigte Staaten' },
];

export const savedClient: OnboardingClient = {
  id: 42,
  status: 'pending',
  funnel_stage: 'added',
  ...testClientContact,
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna@example.ch',
  birthday: '1985-04-12',
  personal_status: {
    nationalities: ['CH'],
    tax_domicile: 'CH',
    civil_status: 'single',
    place_of_origin: 'Zürich',
    ahv_number: '7561234567897',
  },
  us_person: { us_citizen: false, us_green_card: false, us_resident: false, us_born_in_us: false, us_tax_liable: false },
  fee_structure: null,
  custodian_banks: ['HBL'],
  partner_suggested_bank_codes: ['HBL'],
  own_custodian_name: null,
  kyc_filled: false,
  has_partner_kyc_answers: false,
  investor_profile_filled: false,
  has_partner_investor_profile_answers: false,
  partner_suggested_id_documents_uploaded: false,
  client_id_documents_uploaded: false,
  partner_certified_id_document_uploaded: false,
  signed_onboarding_pao_uploaded: false,
  suggested_services_count: 0,
  available_service_kinds: [],
};

/** The API's answer for a client, with the steps computed by the same shared rules the API uses. */
export function stateOf(client: OnboardingClient, fidlegCertified = true, documents: OnboardingDocument[] = []): OnboardingStateResponse {
  const sequence = onboardingStepSequence(
    client.custodian_banks,
    custodians,
    withServicesStep(fidlegCertified, client.available_service_kinds),
  );
  return {
    client,
    steps: onboardingStepStatesOf(sequence, {
      client,
      hasFindersFee: client.fee_structure?.finders_fee_percentage != null,
      bankCodes: client.custodian_banks,
    }),
    documents,
  };
}
