/**
 * The wealth manager whose partners use the portal: the author of the documents it publishes, and the debtor on
 * the partners' fee invoices (it pays the fees).
 */
export const wealthManager = {
  name: 'Helvetia Vermögenspartner AG',
  street: 'Talstrasse',
  buildingNumber: '58',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  vatNumber: 'CHE-109.742.315 MWST',
} as const;
