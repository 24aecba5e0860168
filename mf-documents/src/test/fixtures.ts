export { testPartnerUser as partnerUser } from '@portal/shared/test-utils';

const version = (language: 'de' | 'en' | 'fr' | 'it', title: string) => ({
  language,
  title,
  file_name: `${title.replace(/\W+/g, '-')}.pdf`,
  size: 2048,
});

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

const invoice = (id: number, month: string, finders: number, recurring: number, status: 'open' | 'paid' | 'overdue') => {
  const subtotal = Math.round((finders + recurring) * 100) / 100;
  const vat = Math.round(subtotal * 8.1) / 100;
  return {
    id,
    number: `PF-${month}-0001`,
    month,
    issued_on: `${month}-28`,
    due_on: `${month}-28`,
    currency: 'CHF' as const,
    finders_fees: finders,
    recurring_fees: recurring,
    subtotal,
    vat_rate: 8.1,
    vat,
    total: Math.round((subtotal + vat) * 100) / 100,
    status,
    paid_at: status === 'paid' ? `${month}-28T09:00:00.000Z` : null,
    file_name: `PF-${month}-0001.pdf`,
  };
};

/** GET admin/partner_invoices: October open, September and last December paid. */
export const invoicesResponse = {
  documents: [
    invoice(3, '2026-10', 3100, 412.58, 'open'),
    invoice(2, '2026-09', 0, 1234.5, 'paid'),
    invoice(1, '2025-12', 500, 1000, 'paid'),
  ],
  next_expected_invoice_date: '2026-11-30',
};

export const feesResponse = {
  months: Array.from({ length: 24 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 10 + i, 1)).toISOString().slice(0, 7);
    return { month: date, finders_fees: i % 5 === 0 ? 800 : 0, recurring_fees: i < 12 ? 0 : 1000 + i * 10 };
  }),
};

export const invoiceDetailResponse = {
  document: {
    ...invoicesResponse.documents[0]!,
    lines: [
      { client_id: 11, client_name: 'Anna Mitte', kind: 'finders_fee' as const, basis: 310000, rate: 1, amount: 3100 },
      { client_id: 11, client_name: 'Anna Mitte', kind: 'recurring_fee' as const, basis: 160000, rate: 0.3, amount: 40 },
      { client_id: 12, client_name: 'Carla Wechsel', kind: 'recurring_fee' as const, basis: 1200000, rate: 0.253, amount: 372.58 },
    ],
  },
};
