import type { ClientDetail, ClientListItem, ClientListResponse } from '@portal/shared/contracts';
import { testClientContact } from '@portal/shared/test-utils';

export { testPartnerUser as partnerUser } from '@portal/shared/test-utils';

export function listItem(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return {
    id: 11,
    first_name: 'Lea',
    last_name: 'Brunner',
    email: 'lea.brunner@example.ch',
    phone: '+41 79 123 45 67',
    status: 'investing',
    funnel_stage: 'invested',
    onboarding_progress: 'onboarding_completed',
    service_kinds: ['wealth_management', 'third_pillar'],
    invested_amount: 1234567.5,
    adviser: { id: 1, name: 'Anna Meier' },
    custodian_banks: ['UBS'],
    created_at: '2025-03-07T09:30:00.000Z',
    ...overrides,
  };
}

export function listBody(clients: ClientListItem[], overrides: Partial<ClientListResponse> = {}): ClientListResponse {
  return { clients, scope: 'company', currency: 'CHF', valuation_date: '2026-11-25', ...overrides };
}

export function pagingHeaders(page: number, perPage: number, total: number): Record<string, string> {
  return { 'x-current-page': String(page), 'x-per-page': String(perPage), 'x-total': String(total) };
}

export function clientDetail(overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    id: 11,
    status: 'investing',
    funnel_stage: 'invested',
    onboarding_progress: 'onboarding_completed',
    ...testClientContact,
    first_name: 'Lea',
    last_name: 'Brunner',
    email: 'lea.brunner@example.ch',
    birthday: '1980-05-17',
    personal_status: {
      nationalities: ['CH'],
      tax_domicile: 'CH',
      civil_status: 'married',
      place_of_origin: 'Luzern',
      ahv_number: '756.1234.5678.97',
    },
    us_person: { us_citizen: false, us_green_card: false, us_resident: false, us_born_in_us: true, us_tax_liable: null },
    fee_structure: { finders_fee_percentage: 1.5, recurring_fee_percentage: 0.8 },
    custodian_banks: [{ bank_code: 'UBS', name: 'UBS Switzerland AG', custom_custodian: false }],
    own_custodian_name: null,
    onboarding_steps: [
      { step: 'feeStep', state: 'completed' },
      { step: 'chooseBankStep', state: 'completed' },
      { step: 'kycStep', state: 'in_progress' },
      // left without the adviser's answers: the client answers it in the client's own app
      { step: 'investorProfileStep', state: 'client_to_complete' },
      { step: 'servicesStep', state: 'not_started' },
    ],
    adviser: { id: 1, name: 'Anna Meier' },
    created_at: '2025-03-07T09:30:00.000Z',
    invited_at: '2025-03-08T10:00:00.000Z',
    first_invested_at: '2025-04-01T00:00:00.000Z',
    ...overrides,
  };
}
