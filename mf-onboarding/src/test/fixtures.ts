export const partnerUser = {
  id: 1,
  email: 'demo@partner.example',
  first_name: 'Anna',
  last_name: 'Meier',
  language: 'de' as const,
  private_mode: false,
  fidleg_certified: true,
  two_factor: 'none' as const,
  partner_company: { id: 1, name: 'Alpen Finanz AG' },
  can_see_company_statistics: true,
  reference_currency: 'CHF' as const,
};
