import { eq } from 'drizzle-orm';
import { isValidIsin, type CustomPortfolio, type CustomPortfolioPosition, type WeightAdjustment } from '@portal/shared/contracts';
import { partnerUsers } from '../src/db/schema';
import { decide, processPendingAdjustments } from '../src/ops/weight-adjustments';
import { bearer, build, json, signIn, type TestContext } from './helpers';

const base = '/api/v1/admin_partner/custom_portfolios';

describe('ISIN check digit and the wealth manager’s decision', () => {
  it('accepts ISINs with a valid check digit only', () => {
    for (const valid of ['CH0038863350', 'US0378331005', 'IE00B4L5Y983', 'DE0005140008']) expect(isValidIsin(valid)).toBe(true);
    for (const invalid of ['CH0038863351', 'US0378331006', 'XX', 'CH003886335', 'ch0038863350x']) expect(isValidIsin(invalid)).toBe(false);
  });

  it('approves, caps at 40 % (overwritten) or refuses above 60 %', () => {
    const entry = (isin: string, weight: number) => ({ isin, name: isin, currency: 'CHF', weight });
    expect(decide([entry('A', 30), entry('B', 70)]).status).toBe('rejected');
    expect(decide([entry('A', 40), entry('B', 35), entry('C', 25)])).toEqual({
      status: 'approved',
      weights: [entry('A', 40), entry('B', 35), entry('C', 25)],
    });
    const capped = decide([entry('A', 50), entry('B', 30), entry('C', 20)]);
    expect(capped.status).toBe('overwritten');
    expect(capped.weights!.map((weight) => weight.weight)).toEqual([40, 36, 24]);
    expect(capped.weights!.reduce((sum, weight) => sum + weight.weight, 0)).toBe(100);
  });
});

describe('custom portfolios and weight adjustments', () => {
  let context: TestContext;
  let token: string;
  let otherToken: string;
  let mine: CustomPortfolio[];
  let theirs: CustomPortfolio[];

  const get = <T>(url: string, who = token) =>
    context.app.inject({ method: 'GET', url, headers: bearer(who) }).then((response) => ({ response, body: json<T>(response) }));

  beforeAll(async () => {
    context = await build();
    token = (await signIn(context.app)).access_token;
    otherToken = (await signIn(context.app, 'other@second-partner.example')).access_token;
    mine = (await get<{ custom_portfolios: CustomPortfolio[] }>(base)).body.custom_portfolios;
    theirs = (await get<{ custom_portfolios: CustomPortfolio[] }>(base, otherToken)).body.custom_portfolios;
  });
  afterAll(() => context.close());

  it('lists the portfolios of the caller (not those of colleagues) with their drift and latest status', () => {
    expect(mine.map((portfolio) => portfolio.name)).toEqual(['Dividenden Schweiz', 'Global Nachhaltig', 'Zinsen Plus']);
    const dividends = mine[0]!;
    // seeded: target 50 %, drifting 54.2 % is the largest distance
    expect(dividends).toMatchObject({ positions_count: 4, drift: 4.2, latest_status: 'rejected' });
    expect(theirs.length).toBeGreaterThan(0);
  });

  it('answers 404 for every route with another company’s portfolio or adjustment', async () => {
    const foreign = theirs[0]!.id;
    for (const suffix of ['', '/positions', '/latest_weight_adjustment', '/weight_adjustment_history']) {
      expect((await get(`${base}/${foreign}${suffix}`)).response.statusCode).toBe(404);
    }
    const request = await context.app.inject({
      method: 'POST',
      url: `${base}/${foreign}/weight_adjustment`,
      headers: bearer(token),
      payload: { positions: [{ isin: 'CH0038863350', name: 'Nestlé', currency: 'CHF', requested_weight: 100 }] },
    });
    expect(request.statusCode).toBe(404);
    const { body: history } = await get<{ weight_adjustments: WeightAdjustment[] }>(`${base}/${mine[0]!.id}/weight_adjustment_history`);
    const adjustment = history.weight_adjustments[0]!.id;
    expect((await get(`${base}/weight_adjustment/${adjustment}/change_log_file`, otherToken)).response.statusCode).toBe(404);
    const dismiss = await context.app.inject({
      method: 'POST',
      url: `${base}/weight_adjustment/${adjustment}/dismiss`,
      headers: bearer(otherToken),
    });
    expect(dismiss.statusCode).toBe(404);
  });

  it('is gated by the custom_strategies module', async () => {
    await context.database.db
      .update(partnerUsers)
      .set({ visibleModules: ['clients'] })
      .where(eq(partnerUsers.email, 'colleague@partner.example'));
    const colleague = (await signIn(context.app, 'colleague@partner.example')).access_token;
    expect((await get(base, colleague)).response.statusCode).toBe(403);
  });

  it('validates the requested weights: a sum of 100, every weight set, valid ISINs', async () => {
    const url = `${base}/${mine[2]!.id}/weight_adjustment`;
    const post = (positions: unknown[], language = 'de') =>
      context.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': language }, payload: { positions } });
    const sum = await post([{ isin: 'CH0038863350', name: 'Nestlé', currency: 'CHF', requested_weight: 90 }]);
    expect(sum.statusCode).toBe(422);
    expect(json<{ errors: { message: string }[] }>(sum).errors[0]!.message).toBe('Die Gewichte müssen zusammen 100 % ergeben.');
    const missing = await post([{ isin: 'CH0038863350', name: 'Nestlé', currency: 'CHF' }], 'en');
    expect(json<{ errors: { field: string; message: string }[] }>(missing).errors).toContainEqual({
      field: 'positions.0.requested_weight',
      message: 'Value required',
    });
    const isin = await post([{ isin: 'CH0038863351', name: 'Nestlé', currency: 'CHF', requested_weight: 100 }]);
    expect(json<{ errors: { message: string }[] }>(isin).errors[0]!.message).toBe('Ungültige ISIN (Prüfziffer stimmt nicht).');
    type Errors = { errors: { field: string; message: string }[] };
    // three thirds to the millionth: stored to the hundredth they would be a request of 99.99 %
    const thirds = await post(
      ['CH0038863350', 'CH0012005267', 'CH0012032048'].map((code, index) => ({
        isin: code,
        name: code,
        currency: 'CHF',
        requested_weight: index === 2 ? 33.333334 : 33.333333,
      })),
      'fr',
    );
    expect(thirds.statusCode).toBe(422);
    expect(json<Errors>(thirds).errors).toContainEqual({
      field: 'positions.0.requested_weight',
      message: 'Un poids a au plus deux décimales.',
    });
    const twice = await post(
      [50, 50].map((weight) => ({ isin: 'CH0038863350', name: 'Nestlé', currency: 'CHF', requested_weight: weight })),
      'it',
    );
    expect(json<Errors>(twice).errors).toContainEqual({ field: 'positions', message: 'Ogni ISIN può comparire una sola volta.' });
    const currency = await post([{ isin: 'CH0038863350', name: 'Nestlé', currency: 'XYZ', requested_weight: 100 }]);
    expect(json<Errors>(currency).errors).toContainEqual({
      field: 'positions.0.currency',
      message: 'Bitte geben Sie einen gültigen Wert ein',
    });
  });

  it('moves a request through its states: pending, then approved or overwritten, with the positions replaced', async () => {
    const portfolio = mine[2]!;
    const { body: before } = await get<{ positions: CustomPortfolioPosition[] }>(`${base}/${portfolio.id}/positions`);
    expect(before.positions.every((position) => position.requested_weight === null)).toBe(true);
    const requested = [
      ...before.positions.slice(0, 3).map((position, index) => ({
        isin: position.isin,
        name: position.name,
        currency: position.currency,
        requested_weight: [40, 30, 20][index]!,
      })),
      { isin: 'CH0038863350', name: 'Nestlé', currency: 'CHF', requested_weight: 10 },
    ];
    const response = await context.app.inject({
      method: 'POST',
      url: `${base}/${portfolio.id}/weight_adjustment`,
      headers: bearer(token),
      payload: { positions: requested },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).message).toBe('operation successful');

    const { body: latest } = await get<{ weight_adjustment: WeightAdjustment }>(`${base}/${portfolio.id}/latest_weight_adjustment`);
    expect(latest.weight_adjustment).toMatchObject({ status: 'pending', processed_date: null });
    const { body: after } = await get<{ positions: CustomPortfolioPosition[] }>(`${base}/${portfolio.id}/positions`);
    expect(after.positions.map((position) => [position.isin, position.requested_weight])).toEqual([
      ...before.positions.map((position, index) => [position.isin, [40, 30, 20, 0][index] ?? 0]),
      ['CH0038863350', 10],
    ]);
    const again = await context.app.inject({
      method: 'POST',
      url: `${base}/${portfolio.id}/weight_adjustment`,
      headers: bearer(token),
      payload: { positions: requested },
    });
    expect(again.statusCode).toBe(409);

    const processed = await processPendingAdjustments(context.database.db, new Date('2026-11-25T09:30:00Z'));
    expect(processed).toContainEqual({ id: latest.weight_adjustment.id, status: 'approved' });
    const { body: done } = await get<{ weight_adjustment: WeightAdjustment }>(`${base}/${portfolio.id}/latest_weight_adjustment`);
    expect(done.weight_adjustment).toMatchObject({ status: 'approved', processed_date: '2026-11-25T09:30:00.000Z' });
    const { body: applied } = await get<{ positions: CustomPortfolioPosition[] }>(`${base}/${portfolio.id}/positions`);
    expect(
      applied.positions.map((position) => [position.isin, position.weight, position.drifting_weight, position.requested_weight]),
    ).toEqual([
      ...before.positions.slice(0, 3).map((position, index) => [position.isin, [40, 30, 20][index], [40, 30, 20][index], null]),
      ['CH0038863350', 10, 10, null],
    ]);
    const { body: notes } = await get<{ notifications: { user_updates: { document_name?: string } }[] }>(
      '/api/v1/admin_partner/partner_notifications',
    );
    expect(JSON.stringify(notes)).toContain('Gewichtsanpassung Zinsen Plus: genehmigt');
  });

  it('gives the change log as PDF and CSV, dismisses the latest adjustment and keeps it in the history', async () => {
    const portfolio = mine[0]!;
    const { body: latest } = await get<{ weight_adjustment: WeightAdjustment }>(`${base}/${portfolio.id}/latest_weight_adjustment`);
    const id = latest.weight_adjustment.id;
    const csv = await context.app.inject({
      method: 'GET',
      url: `${base}/weight_adjustment/${id}/change_log_file?format=csv`,
      headers: bearer(token),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"Status";"Abgelehnt"`);
    const pdf = await context.app.inject({ method: 'GET', url: `${base}/weight_adjustment/${id}/change_log_file`, headers: bearer(token) });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dismiss = await context.app.inject({ method: 'POST', url: `${base}/weight_adjustment/${id}/dismiss`, headers: bearer(token) });
    expect(dismiss.statusCode).toBe(200);
    expect((await get<{ weight_adjustment: null }>(`${base}/${portfolio.id}/latest_weight_adjustment`)).body.weight_adjustment).toBeNull();
    const { body: history } = await get<{ weight_adjustments: WeightAdjustment[] }>(`${base}/${portfolio.id}/weight_adjustment_history`);
    expect(history.weight_adjustments.map((adjustment) => adjustment.status)).toEqual(['rejected', 'approved']);
  });
});
