import { bearer, build, json, signIn, type TestContext } from './helpers';
import { createGenerator, monthlyParameters, quantile, seedOf, simulate } from '../src/modules/projections/monte-carlo';
import type { ProjectionResponse, SimulatorStrategiesResponse } from '@portal/shared/contracts';

const base = '/api/v1/admin_partner/projections';

/** The standard normal quantile (Acklam's rational approximation), independent of the simulation's code. */
function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

describe('Monte Carlo projection (the maths)', () => {
  it('has, without contributions, the median and percentiles of the closed-form lognormal within 1 %', () => {
    const [mu, sigma, years, initial] = [0.05, 0.12, 20, 100_000];
    const points = simulate({
      initialAmount: initial,
      monthlyContribution: 0,
      years,
      expectedReturn: mu,
      volatility: sigma,
      paths: 10_000,
      seed: 42,
    });
    // independent: log V_T ~ N(ln V0 + T·(ln(1+μ) − σ²/2), σ²·T)
    const logMean = Math.log(initial) + years * (Math.log(1 + mu) - (sigma * sigma) / 2);
    const logSd = sigma * Math.sqrt(years);
    const last = points.at(-1)!;
    expect(last.year).toBe(years);
    expect(Math.abs(last.p50 / Math.exp(logMean) - 1)).toBeLessThan(0.01);
    for (const [key, p] of [
      ['p10', 0.1],
      ['p25', 0.25],
      ['p75', 0.75],
      ['p90', 0.9],
    ] as const) {
      expect(Math.abs(last[key] / Math.exp(logMean + logSd * normalQuantile(p)) - 1)).toBeLessThan(0.02);
    }
  });

  it('has, with contributions, a mean close to the closed-form expected value, and pays in what it says', () => {
    const input = {
      initialAmount: 50_000,
      monthlyContribution: 500,
      years: 10,
      expectedReturn: 0.04,
      volatility: 0.08,
      paths: 4_000,
      seed: 7,
    };
    const { a, s } = monthlyParameters(input.expectedReturn, input.volatility);
    // the mean of a simulated run, recomputed here path by path with the same generator
    const random = createGenerator(input.seed);
    const values = new Float64Array(input.paths).fill(input.initialAmount);
    for (let month = 0; month < input.years * 12; month += 1) {
      for (let path = 0; path < input.paths; path += 1)
        values[path] = values[path]! * Math.exp(a + s * random.normal()) + input.monthlyContribution;
    }
    const mean = values.reduce((sum, value) => sum + value, 0) / input.paths;
    const g = Math.pow(1 + input.expectedReturn, 1 / 12);
    const n = input.years * 12;
    const expected = input.initialAmount * g ** n + (input.monthlyContribution * (g ** n - 1)) / (g - 1);
    expect(Math.abs(mean / expected - 1)).toBeLessThan(0.01);
    const sorted = Float64Array.from(values).sort();
    const points = simulate(input);
    expect(points.at(-1)!.p50).toBeCloseTo(quantile(sorted, 0.5), 1);
    expect(points.at(-1)!.paid_in).toBe(50_000 + 500 * 120);
    expect(points.map((point) => point.year)).toEqual(Array.from({ length: 11 }, (_, i) => i));
  });

  it('draws standard normals (mean 0, variance 1) and orders its percentiles', () => {
    const random = createGenerator(1);
    let sum = 0;
    let squares = 0;
    const n = 200_000;
    for (let i = 0; i < n; i += 1) {
      const z = random.normal();
      sum += z;
      squares += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.01);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.01);
    for (const point of simulate({
      initialAmount: 1000,
      monthlyContribution: 100,
      years: 5,
      expectedReturn: 0.06,
      volatility: 0.2,
      paths: 500,
      seed: 3,
    })) {
      expect(point.p10).toBeLessThanOrEqual(point.p25);
      expect(point.p25).toBeLessThanOrEqual(point.p50);
      expect(point.p50).toBeLessThanOrEqual(point.p75);
      expect(point.p75).toBeLessThanOrEqual(point.p90);
    }
    expect(seedOf([1, 2, 3])).toBe(seedOf([1, 2, 3]));
    expect(seedOf([1, 2, 3])).not.toBe(seedOf([1, 2, 4]));
  });
});

describe('GET projections and the simulator routes', () => {
  let context: TestContext;
  let token: string;
  let otherToken: string;
  let strategies: SimulatorStrategiesResponse['strategies'];

  beforeAll(async () => {
    context = await build();
    token = (await signIn(context.app)).access_token;
    otherToken = (await signIn(context.app, 'other@second-partner.example')).access_token;
    const response = await context.app.inject({ method: 'GET', url: `${base}/strategies`, headers: bearer(token) });
    strategies = json<SimulatorStrategiesResponse>(response).strategies;
  });
  afterAll(() => context.close());

  const strategyNamed = (name: string) => strategies.find((strategy) => strategy.name === name)!;

  it('lists the strategies with their assumptions, in the language of the request', async () => {
    expect(strategyNamed('Ausgewogen')).toMatchObject({ expected_return: 0.04, volatility: 0.085, has_example_portfolio: true });
    expect(strategyNamed('Aktien Schweiz').has_example_portfolio).toBe(false);
    // a bank account is no strategy to project
    expect(strategies.map((strategy) => strategy.name)).not.toContain('Privatkonto');
    const english = await context.app.inject({
      method: 'GET',
      url: `${base}/strategies`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });
    expect(json<SimulatorStrategiesResponse>(english).strategies.map((strategy) => strategy.name)).toContain('Balanced');
  });

  it('answers the same inputs with the same projection (whoever asks), and other inputs with another', async () => {
    const id = strategyNamed('Wachstum').id;
    const url = `${base}?strategy_id=${id}&initial_amount=100000&monthly_contribution=500&years=6`;
    const first = json<ProjectionResponse>(await context.app.inject({ method: 'GET', url, headers: bearer(token) }));
    const second = json<ProjectionResponse>(
      await context.app.inject({ method: 'GET', url, headers: { ...bearer(otherToken), 'accept-language': 'de' } }),
    );
    expect(second).toEqual(first);
    expect(first.points).toHaveLength(7);
    expect(first.points[6]!.paid_in).toBe(100_000 + 500 * 72);
    expect(first.assumptions).toMatchObject({ expected_return: 0.052, volatility: 0.115, paths: 10_000 });
    const other = json<ProjectionResponse>(
      await context.app.inject({ method: 'GET', url: url.replace('years=6', 'years=7'), headers: bearer(token) }),
    );
    expect(other.assumptions.seed).not.toBe(first.assumptions.seed);
  });

  it('refuses bad inputs with 422 and an unknown strategy with 404, and needs a session', async () => {
    const id = strategyNamed('Wachstum').id;
    const bad = await context.app.inject({
      method: 'GET',
      url: `${base}?strategy_id=${id}&initial_amount=-1&monthly_contribution=0&years=0`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(422);
    expect(
      json<{ errors: { field: string }[] }>(bad)
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['initial_amount', 'years']);
    const unknown = await context.app.inject({
      method: 'GET',
      url: `${base}?strategy_id=99999&initial_amount=1&monthly_contribution=0&years=1`,
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Diese Strategie gibt es nicht.');
    expect((await context.app.inject({ method: 'GET', url: `${base}/strategies` })).statusCode).toBe(401);
  });

  it("projects a pillar 3a account: the year's limits, the buy-in paid in at the start, the tax saving of the contributions", async () => {
    const id = strategyNamed('Ausgewogen').id;
    // the suite's year is 2026: with a pension fund at most 7'258 a year, a buy-in of at most 7'258 for the 2025 gap
    const query = `strategy_id=${id}&initial_amount=20000&monthly_contribution=${7258 / 12}&years=10&product=pillar_3a&buy_in=5000&marginal_tax_rate=25`;
    const response = await context.app.inject({ method: 'GET', url: `${base}?${query}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = json<ProjectionResponse>(response);
    expect(body.pillar_3a).toEqual({
      year: 2026,
      yearly_maximum: 7258,
      yearly_contribution: 7258,
      buy_in: 5000,
      buy_in_maximum: 7258,
      marginal_tax_rate: 25,
      // 25 % of 7'258 = 1'814.50; of the buy-in 1'250; over ten years 10 × 1'814.50 + 1'250 = 19'395
      tax_saving_per_year: 1814.5,
      tax_saving_buy_in: 1250,
      tax_saving_total: 19_395,
    });
    // paid in: the account's 20'000, the buy-in and ten years of the maximum
    expect(body.points[0]!.paid_in).toBe(25_000);
    expect(body.points.at(-1)!.paid_in).toBeCloseTo(25_000 + 72_580, 2);
    const free = json<ProjectionResponse>(
      await context.app.inject({
        method: 'GET',
        url: `${base}?strategy_id=${id}&initial_amount=1&monthly_contribution=0&years=1`,
        headers: bearer(token),
      }),
    );
    expect(free.pillar_3a).toBeNull();
  });

  it('refuses 3a contributions over the maximum, a buy-in without the full contribution and contributions to vested benefits, in the language asked', async () => {
    const id = strategyNamed('Ausgewogen').id;
    const ask = (query: string, language = 'de') =>
      context.app.inject({
        method: 'GET',
        url: `${base}?strategy_id=${id}&initial_amount=10000&years=5&${query}`,
        headers: { ...bearer(token), 'accept-language': language },
      });
    const over = await ask('product=pillar_3a&monthly_contribution=700');
    expect(over.statusCode).toBe(422);
    expect(json<{ errors: unknown[] }>(over).errors).toEqual([
      { field: 'monthly_contribution', message: 'Der Jahresbeitrag übersteigt das Säule-3a-Maximum.' },
    ]);
    // without a pension fund, 20 % of 60'000 = 12'000 a year: 1'000 a month is allowed, 1'001 is not
    expect((await ask('product=pillar_3a&pension_fund=false&earned_income=60000&monthly_contribution=1000')).statusCode).toBe(200);
    expect((await ask('product=pillar_3a&pension_fund=false&earned_income=60000&monthly_contribution=1001')).statusCode).toBe(422);
    const buyIn = await ask('product=pillar_3a&monthly_contribution=100&buy_in=1000', 'fr');
    expect(json<{ errors: unknown[] }>(buyIn).errors).toEqual([
      { field: 'buy_in', message: "Un rachat suppose la cotisation ordinaire complète de l'année." },
    ]);
    const vested = await ask('product=vested_benefits&monthly_contribution=50', 'en');
    expect(json<{ errors: unknown[] }>(vested).errors).toEqual([
      { field: 'monthly_contribution', message: 'Vested benefits take no regular contributions.' },
    ]);
    expect((await ask('product=vested_benefits&monthly_contribution=0')).statusCode).toBe(200);
  });

  it('shows the example portfolio, or says there is none', async () => {
    const balanced = await context.app.inject({
      method: 'GET',
      url: `${base}/example_portfolio?strategy_id=${strategyNamed('Ausgewogen').id}`,
      headers: bearer(token),
    });
    expect(balanced.statusCode).toBe(200);
    const positions = json<{ positions: { weight: number }[] }>(balanced).positions;
    expect(positions.reduce((sum, position) => sum + position.weight, 0)).toBe(100);
    const none = await context.app.inject({
      method: 'GET',
      url: `${base}/example_portfolio?strategy_id=${strategyNamed('Aktien Schweiz').id}`,
      headers: bearer(token),
    });
    expect(none.statusCode).toBe(404);
    expect(json(none).message).toBe('Kein Beispielportfolio verfügbar.');
    const french = await context.app.inject({
      method: 'GET',
      url: `${base}/example_portfolio_attachment?strategy_id=${strategyNamed('Aktien Schweiz').id}`,
      headers: { ...bearer(token), 'accept-language': 'fr' },
    });
    expect(json(french).message).toBe('Aucun portefeuille type disponible.');
    const pdf = await context.app.inject({
      method: 'GET',
      url: `${base}/example_portfolio_attachment?strategy_id=${strategyNamed('Ausgewogen').id}`,
      headers: bearer(token),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  function multipart(fields: Record<string, string>) {
    const boundary = '----projection';
    const body = Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    return { payload: `${body}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('exports the projection as a PDF in the language of the page', async () => {
    const id = String(strategyNamed('Ausgewogen').id);
    const fields = { strategy_id: id, initial_amount: '80000', monthly_contribution: '250', years: '5' };
    const german = multipart({ ...fields, locale: 'de' });
    const response = await context.app.inject({
      method: 'POST',
      url: `${base}/export_projection`,
      payload: german.payload,
      headers: { ...bearer(token), ...german.headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="projection-5y.pdf"');
    const italian = multipart({ ...fields, locale: 'it' });
    const other = await context.app.inject({
      method: 'POST',
      url: `${base}/export_projection`,
      payload: italian.payload,
      headers: { ...bearer(token), ...italian.headers },
    });
    expect(other.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the title is in the document's metadata, uncompressed
    expect(response.rawPayload.toString('latin1')).toContain('Finanzsimulation');
    expect(other.rawPayload.toString('latin1')).toContain('Simulazione finanziaria');
    const invalid = multipart({ ...fields, years: '99' });
    const refused = await context.app.inject({
      method: 'POST',
      url: `${base}/export_projection`,
      payload: invalid.payload,
      headers: { ...bearer(token), ...invalid.headers },
    });
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: { field: string }[] }>(refused).errors[0]!.field).toBe('years');
  });
});
