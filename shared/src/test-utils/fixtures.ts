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
