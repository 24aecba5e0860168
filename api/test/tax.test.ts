import { bearer, build, json, signIn, type TestContext } from './helpers';
import type { TaxComparisonResponse, TaxIncomeResponse, TaxWithdrawalResponse } from '@portal/shared/contracts';

const base = '/api/v1/admin_partner/tax';

describe('tax API (GET tax/income, tax/withdrawal, tax/comparison)', () => {
  let context: TestContext;
  let token: string;

  beforeAll(async () => {
    context = await build();
    token = (await signIn(context.app)).access_token;
  });
  afterAll(() => context.close());

  const get = (path: string, locale = 'de') =>
    context.app.inject({ method: 'GET', url: `${base}/${path}`, headers: { ...bearer(token), 'accept-language': locale } });

  it("gives the README's figures for a single person in Zürich, found by BFS number or by postal code", async () => {
    const byBfs = await get('income?bfs=261&income=100000');
    expect(byBfs.statusCode).toBe(200);
    const body = json<TaxIncomeResponse>(byBfs);
    expect(body.municipality).toEqual({ bfs: 261, name: 'Zürich', canton: 'ZH' });
    expect(body.income_tax.federal).toBe(2688);
    expect(Math.round(body.income_tax.canton + body.income_tax.commune)).toBe(13_469);
    expect(body.source).toBe('Quelle: ESTV, Steuerrechner 2025');
    expect(body.wealth_tax).toBeNull();
    expect(body.saving).toBeNull();
    const byZip = json<TaxIncomeResponse>(await get('income?zip=8001&income=100000'));
    expect(byZip.income_tax).toEqual(body.income_tax);
    // 6900 is shared by Lugano, Massagno and Paradiso: the municipality named like the postal locality
    expect(json<TaxIncomeResponse>(await get('income?zip=6900&income=100000')).municipality.name).toBe('Lugano');
  });

  it('gives the saving of a deduction, the wealth tax and the marginal rate', async () => {
    const body = json<TaxIncomeResponse>(await get('income?zip=8001&income=100000&deduction=7258&wealth=500000&confession=reformed'));
    const after = json<TaxIncomeResponse>(await get('income?zip=8001&income=92742&confession=reformed'));
    expect(body.saving).toBeCloseTo(body.income_tax.total - after.income_tax.total, 2);
    expect(body.wealth_tax!.total).toBeGreaterThan(0);
    expect(body.marginal_rate).toBeGreaterThan(20);
    expect(body.marginal_rate).toBeLessThan(50);
  });

  it('gives the tax on a withdrawal at once and staggered', async () => {
    const body = json<TaxWithdrawalResponse>(await get('withdrawal?bfs=351&capital=300000&accounts=3'));
    expect(body.accounts).toBe(3);
    expect(body.staggered.total).toBeCloseTo(3 * body.staggered.per_withdrawal.total, 1);
    expect(body.staggered_saving).toBeCloseTo(body.once.total - body.staggered.total, 1);
    expect(body.staggered_saving).toBeGreaterThan(0);
  });

  it("compares the 26 cantons' capitals, the lowest income tax first", async () => {
    const body = json<TaxComparisonResponse>(await get('comparison?income=100000&household=married&children=2'));
    expect(body.cantons).toHaveLength(26);
    expect(new Set(body.cantons.map((row) => row.canton)).size).toBe(26);
    expect(body.deduction).toBe(7258);
    const taxes = body.cantons.map((row) => row.income_tax);
    expect(taxes).toEqual([...taxes].sort((a, b) => a - b));
    expect(body.cantons.every((row) => row.saving > 0)).toBe(true);
  });

  it('refuses an unknown BFS number, a negative income, an income above CHF 100 million with a translated 422', async () => {
    const unknown = await get('income?bfs=9999&income=100000', 'fr');
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: { field: string; message: string }[] }>(unknown).errors).toEqual([
      { field: 'bfs', message: 'Cette commune est inconnue.' },
    ]);
    const negative = await get('income?bfs=261&income=-1', 'it');
    expect(negative.statusCode).toBe(422);
    expect(json<{ errors: { field: string; message: string }[] }>(negative).errors).toEqual([
      { field: 'income', message: 'Inserisca un importo tra 0 e 100 milioni di CHF.' },
    ]);
    const huge = await get('withdrawal?bfs=261&capital=100000001', 'en');
    expect(huge.statusCode).toBe(422);
    expect(json<{ errors: { message: string }[] }>(huge).errors[0]!.message).toBe('Please enter an amount between 0 and 100 million CHF.');
    const nowhere = await get('income?income=1');
    expect(json<{ errors: { message: string }[] }>(nowhere).errors[0]!.message).toBe(
      'Bitte geben Sie eine Postleitzahl oder eine Gemeinde an.',
    );
    const noZip = await get('income?zip=0001&income=1');
    expect(json<{ errors: { field: string }[] }>(noZip).errors[0]!.field).toBe('zip');
    expect((await get('income?bfs=261&income=1&year=1999')).statusCode).toBe(422);
    expect((await context.app.inject({ method: 'GET', url: `${base}/income?bfs=261&income=1` })).statusCode).toBe(401);
  });
});
