import { mockApi } from '@portal/shared/test-utils';
import { exportProjection } from './export-projection';

const path = '/api/v1/admin_partner/projections/export_projection';

describe('the projection export', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
  });

  it('sends the inputs, the language, the format and the pillar 3a tax inputs when given', async () => {
    const server = mockApi({ [path]: () => ({ body: {} }) });
    const params = { strategy_id: 1, product: 'pillar_3a' as const, initial_amount: 0, monthly_contribution: 604.83, years: 10 };
    const tax = {
      tax_zip: '8001',
      tax_household: 'single' as const,
      tax_children: 0,
      tax_confession: 'none' as const,
      tax_income: 100_000,
      tax_accounts: 2,
    };
    await exportProjection(params, 'fr', 'xlsx', tax);
    const fields = Object.fromEntries(await server.to(path)[0]!.formData());
    expect(fields).toEqual({
      strategy_id: '1',
      product: 'pillar_3a',
      initial_amount: '0',
      monthly_contribution: '604.83',
      years: '10',
      tax_zip: '8001',
      tax_household: 'single',
      tax_children: '0',
      tax_confession: 'none',
      tax_income: '100000',
      tax_accounts: '2',
      locale: 'fr',
      format: 'xlsx',
    });

    await exportProjection(params, 'de');
    const plain = Object.fromEntries(await server.to(path)[1]!.formData());
    expect(plain.format).toBe('pdf');
    expect(plain.tax_zip).toBeUndefined();
  });
});
