import type { PartnerUser } from '../contracts';

/** A partner user as the API returns it, for tests that need a signed-in session. */
export const testPartnerUser: PartnerUser = {
  id: 1,
  email: 'demo@partner.example',
  first_name: 'Anna',
  last_name: 'Meier',
  language: 'de',
  private_mode: false,
  fidleg_certified: true,
  two_factor: 'none',
  partner_company: { id: 1, name: 'Alpen Finanz AG' },
  can_see_company_statistics: true,
  reference_currency: 'CHF',
};

/** A woman in Zürich, as a client's contact data reads in every remote's tests; a test spreads it and changes what it needs. */
export const testClientContact = {
  title: 'ms',
  phone: '+41 79 123 45 67',
  gender: 'female',
  preferred_language: 'german',
  address: { country: 'CH', zip: '8001', city: 'Zürich', street: 'Bahnhofstrasse', house_number: '12', address_line_2: null },
} as const;
