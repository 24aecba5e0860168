// Plain vocabularies without zod, so that the session (on the first load of every page) does not pull in the schemas.

export const visibleModuleNames = [
  'clients',
  'documents',
  'invoices',
  'custom_strategies',
  'partner_company_users',
  'expected_revenue',
] as const;

export const referenceCurrencies = ['CHF', 'EUR', 'USD'] as const;
