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

const version = (language: 'de' | 'en' | 'fr' | 'it', title: string) => ({ language, title, file_name: `${title.replace(/\W+/g, '-')}.pdf`, size: 2048 });

/** An answer of GET partners_documents as the API gives it (shape from the shared contract). */
export const documentsResponse = {
  documents: [
    {
      id: 9,
      category: 'regulatory' as const,
      title: 'Offenlegung von Entschädigungen Dritter',
      language: 'de' as const,
      file_name: 'Offenlegung.pdf',
      size: 2048,
      published_at: '2026-11-22T08:00:00.000Z',
      new: true,
      languages: [version('de', 'Offenlegung von Entschädigungen Dritter'), version('fr', 'Divulgation des rémunérations de tiers')],
    },
    {
      id: 6,
      category: 'product_sheets' as const,
      title: 'Factsheet Wachstum',
      language: 'de' as const,
      file_name: 'Factsheet-Wachstum.pdf',
      size: 2048,
      published_at: '2026-11-19T08:00:00.000Z',
      new: true,
      languages: [version('de', 'Factsheet Wachstum'), version('en', 'Factsheet Growth')],
    },
    {
      id: 1,
      category: 'contracts' as const,
      title: 'Partnervertrag',
      language: 'de' as const,
      file_name: 'Partnervertrag.pdf',
      size: 3500,
      published_at: '2025-10-21T08:00:00.000Z',
      new: false,
      languages: [version('de', 'Partnervertrag')],
    },
  ],
  categories: [
    { category: 'contracts' as const, count: 1 },
    { category: 'product_sheets' as const, count: 1 },
    { category: 'regulatory' as const, count: 1 },
    { category: 'forms' as const, count: 0 },
  ],
  new_count: 2,
};
