/** Support contact shown in the help popup and the document footer. */
export const support = {
  email: 'support@partner-portal.example',
  phone: '+41 44 500 20 20',
  company: 'Partner Portal AG',
  address: 'Bahnhofstrasse 10, 8001 Zürich',
} as const;
