import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { bearer, build, json, pdfTextOf, signIn, type TestContext } from './helpers';
import { loadTaxData } from '../src/modules/tax/data';
import { withdrawalTax } from '../src/modules/tax/engine';
import { createGenerator, monthlyParameters, quantile, seedOf, simulate } from '../src/modules/projections/monte-carlo';
import { TAX_SOURCE, type ProjectionResponse, type SimulatorStrategiesResponse } from '@portal/shared/contracts';

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

  describe('the pillar 3a tax figures in the export (single in Zürich, CHF 100,000 taxable, 3a CHF 7,258)', () => {
    const data = loadTaxData(join(__dirname, '..', 'data'), 2025);
    const zurich = { bfs: 261, household: { married: false, children: 0 }, confession: 'none' as const };
    const fields = (locale: string, extra: Record<string, string> = {}) => ({
      strategy_id: String(strategyNamed('Ausgewogen').id),
      initial_amount: '0',
      monthly_contribution: String(7258 / 12),
      years: '10',
      product: 'pillar_3a',
      tax_zip: '8001',
      tax_income: '100000',
      locale,
      ...extra,
    });
    const exported = async (body: Record<string, string>) => {
      const form = multipart(body);
      return context.app.inject({
        method: 'POST',
        url: `${base}/export_projection`,
        payload: form.payload,
        // the page's language is the request's too (its 422s come in it)
        headers: { ...bearer(token), ...form.headers, 'accept-language': body.locale ?? 'de' },
      });
    };
    // the capital withdrawn: the median at the horizon, as the simulator's panel takes it
    const capitalOf = async () => {
      const query = 'initial_amount=0&monthly_contribution=' + String(7258 / 12) + '&years=10&product=pillar_3a';
      const response = await context.app.inject({
        method: 'GET',
        url: `${base}?strategy_id=${strategyNamed('Ausgewogen').id}&${query}`,
        headers: bearer(token),
      });
      return Math.round(json<ProjectionResponse>(response).points.at(-1)!.p50);
    };
    const chf = (value: number) => `CHF ${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}`;

    it('prints the figures the engine proves, each with the source under it, in German and French', async () => {
      const capital = await capitalOf();
      const withdrawal = withdrawalTax(data, zurich, capital).total;
      expect(withdrawal).toBeGreaterThan(0);
      const germanPdf = (await exported(fields('de'))).rawPayload;
      // the assumptions and taxes on the first page, the chart and its table on the second (not a page per row)
      expect(germanPdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
      const german = pdfTextOf(germanPdf);
      expect(german).toContain('Steuern Säule 3a');
      expect(german).toContain('8001 Zürich (ZH)');
      expect(german).toContain('Einkommenssteuerersparnis pro Jahr');
      expect(german).toContain("CHF 1'907.50");
      expect(german).toContain('Steuerersparnis über 10 Jahre');
      expect(german).toContain("CHF 19'075.00");
      expect(german).toContain(chf(withdrawal));
      expect(german).toContain('Nettovorteil');
      expect(german).toContain(chf(19_075 - withdrawal));
      // contribution, saving a year, over the horizon, withdrawal, net benefit and the per-year table: one source line each
      expect(german.split('\n').filter((line) => line === TAX_SOURCE)).toHaveLength(6);
      // the table of the ten years from 2026: each year's contribution and saving
      expect(german).toContain('Beitrag und Steuerersparnis pro Jahr');
      for (const year of [2026, 2035]) expect(german).toContain(`${year}\n`);
      expect(german.split('\n').filter((line) => line === "CHF 1'907.50")).toHaveLength(11);
      expect(german).not.toContain('Ersparnis durch gestaffelten Bezug');

      const french = pdfTextOf((await exported(fields('fr', { tax_accounts: '3' }))).rawPayload);
      expect(french).toContain('Impôts du pilier 3a');
      expect(french).toContain("Économie d'impôt sur le revenu par an");
      expect(french).toContain("CHF 1'907.50");
      const staggered = Math.round(withdrawalTax(data, zurich, capital / 3).total * 3 * 20) / 20;
      expect(french).toContain('Impôt en cas de retrait échelonné (3 comptes)');
      expect(french).toContain(chf(staggered));
      expect(french).toContain(chf(Math.round((withdrawal - staggered) * 20) / 20));
      expect(french).toContain(chf(19_075 - staggered));
      // the source line in French: under the seven figures and the per-year table
      expect(french.split('\n').filter((line) => line === "Source : AFC, calculateur d'impôts 2025")).toHaveLength(8);
      expect(french).not.toContain(TAX_SOURCE);
    });

    it("withdraws one account a tax year from five years before the client's AHV reference age", async () => {
      const capital = await capitalOf();
      // a man born in March 1975: 60 in 2035, 65 in 2040; the capital is there after the ten years from 2026, so the
      // three accounts asked for go in 2036, 2037 and 2038
      const pdf = pdfTextOf(
        (await exported(fields('it', { tax_accounts: '3', tax_birth_date: '1975-03-01', tax_sex: 'male' }))).rawPayload,
      );
      const third = withdrawalTax(data, zurich, capital / 3).total;
      expect(pdf).toContain('Prelievo dei conti 3a per anno fiscale');
      expect(pdf).toContain('Anno di nascita');
      for (const [year, age] of [
        [2036, 61],
        [2037, 62],
        [2038, 63],
      ])
        expect(pdf).toContain(`${year}\n${age}\n`);
      expect(pdf).not.toContain('2039\n64\n');
      expect(pdf.split('\n').filter((line) => line === chf(third))).toHaveLength(3);
      expect(pdf).toContain(chf(19_075 - Math.round(third * 3 * 20) / 20));
      // a woman born in December 1961 (reference age 64 and 3 months, reached in March 2026): one year left, 2036
      const late = pdfTextOf(
        (await exported(fields('de', { tax_accounts: '3', tax_birth_date: '1961-12-01', tax_sex: 'female' }))).rawPayload,
      );
      expect(late).toContain('Anzahl 3a-Konten\n1\n');
      expect(late).not.toContain('Ersparnis durch gestaffelten Bezug');
      expect(late).toContain('2036\n75\n');
      // the birth date needs the sex, and lies in the past
      const half = await exported(fields('fr', { tax_birth_date: '1975-03-01' }));
      expect(half.statusCode).toBe(422);
      expect(json<{ errors: { field: string; message: string }[] }>(half).errors[0]).toEqual({
        field: 'tax_sex',
        message: 'La date de naissance et le sexe vont ensemble.',
      });
      const future = await exported(fields('en', { tax_birth_date: '2026-12-01', tax_sex: 'female' }));
      expect(future.statusCode).toBe(422);
      expect(json<{ errors: { field: string; message: string }[] }>(future).errors[0]).toEqual({
        field: 'tax_birth_date',
        message: 'Please enter a birth date between 1900 and today.',
      });
    });

    it('writes the same figures into the Excel workbook, the source in the cell under each', async () => {
      const capital = await capitalOf();
      const withdrawal = withdrawalTax(data, zurich, capital).total;
      for (const [locale, title, label, source] of [
        ['de', 'Steuern Säule 3a', 'Einkommenssteuerersparnis pro Jahr', TAX_SOURCE],
        ['fr', 'Impôts du pilier 3a', "Économie d'impôt sur le revenu par an", "Source : AFC, calculateur d'impôts 2025"],
      ] as const) {
        const response = await exported(fields(locale, { format: 'xlsx' }));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(response.headers['content-disposition']).toBe('attachment; filename="projection-10y.xlsx"');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
        const sheet = workbook.getWorksheet(title)!;
        const rows: unknown[][] = [];
        sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        const at = rows.findIndex((row) => row[0] === label);
        expect(rows[at]![1]).toBe(1907.5);
        expect(rows[at + 1]![0]).toBe(source);
        expect(rows.find((row) => row[1] === 19_075)).toBeDefined();
        expect(rows.find((row) => row[1] === withdrawal)).toBeDefined();
        // under the five figures and the per-year table, whose rows are year, age (none without a birth date), amounts
        expect(rows.filter((row) => row[0] === source)).toHaveLength(6);
        expect(rows.find((row) => row[0] === 2030)).toEqual([2030, '', 7258, 1907.5]);
        expect(rows.find((row) => row[1] === '8001 Zürich (ZH)')).toBeDefined();
        // the projection's own sheet: the median at the horizon
        const projection = workbook.worksheets[0]!;
        const values: unknown[] = [];
        projection.eachRow((row) => values.push(row.getCell(5).value));
        expect(values.map(Number).some((value) => Math.round(value) === capital)).toBe(true);
      }
    });

    it('leaves the taxes out without the tax inputs, and refuses half of them or an unknown postal code', async () => {
      const { tax_zip: _zip, tax_income: _income, ...plain } = fields('de');
      expect(pdfTextOf((await exported(plain)).rawPayload)).not.toContain(TAX_SOURCE);
      const half = await exported({ ...plain, tax_zip: '8001' });
      expect(half.statusCode).toBe(422);
      expect(json<{ errors: { field: string }[] }>(half).errors[0]!.field).toBe('tax_income');
      const unknown = await exported(fields('fr', { tax_zip: '0000' }));
      expect(unknown.statusCode).toBe(422);
      const body = json<{ errors: { field: string; message: string }[] }>(unknown);
      expect(body.errors[0]!.field).toBe('tax_zip');
      expect(body.errors[0]!.message).toBe("Aucune commune n'est connue pour ce numéro postal.");
    });
  });
});
