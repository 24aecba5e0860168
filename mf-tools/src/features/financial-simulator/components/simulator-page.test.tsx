import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, mockApi, type Handler } from '@portal/shared/test-utils';
import { examplePortfolio, projection, strategies } from '../../../test/fixtures';
import { SimulatorPage } from './simulator-page';

const paths = {
  strategies: '/api/v1/admin_partner/projections/strategies',
  projections: '/api/v1/admin_partner/projections',
  example: '/api/v1/admin_partner/projections/example_portfolio',
};

const answerProjection: Handler = (request) => {
  const query = new URL(request.url).searchParams;
  return {
    body: projection(
      Number(query.get('strategy_id')),
      Number(query.get('initial_amount')),
      Number(query.get('monthly_contribution')),
      Number(query.get('years')),
    ),
  };
};

const answerExample: Handler = (request) =>
  new URL(request.url).searchParams.get('strategy_id') === '2'
    ? { body: examplePortfolio }
    : { status: 404, body: { message: 'Kein Beispielportfolio verfügbar.' } };

// Highcharts draws its real SVG here: with every suite of several engineers on two cores a test took over two minutes
jest.setTimeout(400_000);

describe('the financial simulator', () => {
  it('projects the default inputs with the first strategy and shows the fan, its figures and the example portfolio', async () => {
    const server = mockApi({
      [paths.strategies]: () => ({ body: { strategies } }),
      [paths.projections]: answerProjection,
      [paths.example]: answerExample,
    });
    renderWithProviders(<SimulatorPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Finanzsimulator' })).toBeInTheDocument();
    // 100'000 + 500 × 12 × 20 = 220'000 paid in; the fixture's median is 1.2 times that
    expect(await screen.findByText("CHF 264'000")).toBeInTheDocument();
    expect(screen.getByText("CHF 220'000")).toBeInTheDocument();
    expect(screen.getByText('Median nach 20 Jahren')).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Projektion des Vermögens über 20 Jahre' });
    // the fan's legend: both bands, the median and the total paid in, drawn by Highcharts
    for (const series of ['10.–90. Perzentil', '25.–75. Perzentil', 'Median', 'Total einbezahlt']) {
      expect(await within(chart).findByText(series)).toBeInTheDocument();
    }
    expect(screen.getByText("Erwartete Rendite 4.0% p. a., Volatilität 8.5% p. a., 10'000 simulierte Verläufe.")).toBeInTheDocument();
    const [request] = server.to(paths.projections);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      strategy_id: '2',
      product: 'free',
      initial_amount: '100000',
      monthly_contribution: '500',
      years: '20',
    });

    const table = await screen.findByRole('table', { name: 'Beispielportfolio' });
    expect(within(table).getByText('Obligationen Schweiz Index')).toBeInTheDocument();
    expect(within(table).getByText('60.0%')).toBeInTheDocument();
  });

  it('cancels the projection in flight when an input changes, and shows the answer to the new inputs', async () => {
    const signals: AbortSignal[] = [];
    mockApi({
      [paths.strategies]: () => ({ body: { strategies } }),
      [paths.example]: answerExample,
      [paths.projections]: (request) => {
        signals.push(request.signal);
        // the first answer never comes: only the second request is answered
        return signals.length === 1 ? new Promise(() => undefined) : answerProjection(request);
      },
    });
    const { user } = renderWithProviders(<SimulatorPage />);

    const years = await screen.findByLabelText('Anlagehorizont (Jahre)');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.clear(years);
    await user.type(years, '5');
    // 100'000 + 500 × 60 = 130'000 paid in after 5 years
    expect(await screen.findByText("CHF 130'000")).toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);
    expect(screen.getByText('Median nach 5 Jahren')).toBeInTheDocument();
  });

  it('refuses inputs out of range with a translated message, without asking the API', async () => {
    const server = mockApi({
      [paths.strategies]: () => ({ body: { strategies } }),
      [paths.projections]: answerProjection,
      [paths.example]: answerExample,
    });
    const { user } = renderWithProviders(<SimulatorPage />);

    const years = await screen.findByLabelText('Anlagehorizont (Jahre)');
    await screen.findByText("CHF 264'000");
    const before = server.to(paths.projections).length;
    await user.clear(years);
    expect(await screen.findByText('Wert erforderlich')).toBeInTheDocument();
    await user.type(years, '0');
    expect(await screen.findByText('Der Wert muss mindestens 1 sein.')).toBeInTheDocument();
    expect(server.to(paths.projections)).toHaveLength(before);
    expect(screen.getByRole('button', { name: 'Als PDF exportieren' })).toBeDisabled();
    await user.clear(years);
    await user.type(years, '51');
    expect(await screen.findByText('Der Wert darf höchstens 50 sein.')).toBeInTheDocument();
    // a limit reads like every other number of the page (docs/screens-and-layout.md)
    const amount = screen.getByLabelText('Anfangsbetrag (CHF)');
    await user.clear(amount);
    await user.type(amount, '100000001');
    expect(await screen.findByText("Der Wert darf höchstens 100'000'000 sein.")).toBeInTheDocument();
  });

  it('projects a pillar 3a account within its yearly maximum, and vested benefits until retirement', async () => {
    const server = mockApi({
      [paths.strategies]: () => ({ body: { strategies } }),
      [paths.example]: answerExample,
      [paths.projections]: (request) => {
        const query = new URL(request.url).searchParams;
        const yearly = Math.round(Number(query.get('monthly_contribution')) * 12 * 100) / 100;
        const pillar =
          query.get('product') === 'pillar_3a'
            ? {
                year: 2026,
                yearly_maximum: 7258,
                yearly_contribution: yearly,
                buy_in: 0,
                buy_in_maximum: 7258,
                marginal_tax_rate: 30,
                tax_saving_per_year: yearly * 0.3,
                tax_saving_buy_in: 0,
                tax_saving_total: yearly * 0.3 * Number(query.get('years')),
              }
            : null;
        const body = answerProjection(request) as { body: object };
        return { body: { ...body.body, pillar_3a: pillar } };
      },
    });
    const { user } = renderWithProviders(<SimulatorPage />);
    await screen.findByText("CHF 264'000");
    await user.click(screen.getByRole('combobox', { name: 'Anlageart' }));
    await user.click(await screen.findByRole('option', { name: 'Säule 3a' }));

    // the year's maximum is proposed and paid monthly: 7'258 / 12
    const yearly = await screen.findByLabelText('Jahresbeitrag 3a (CHF)');
    expect(yearly).toHaveValue(7258);
    // the year is today's: 2026 on the fixed today of every frontend test (build-kit/jest/fixed-clock.cjs)
    expect(screen.getByText("Maximum 2026: CHF 7'258")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Grenzsteuersatz (%)'), '30');
    await waitFor(() => {
      const last = new URL(server.to(paths.projections).at(-1)!.url).searchParams;
      expect(Object.fromEntries(last)).toMatchObject({ product: 'pillar_3a', pension_fund: 'true', marginal_tax_rate: '30' });
      expect(Number(last.get('monthly_contribution')) * 12).toBeCloseTo(7258, 6);
    });
    const figures = await screen.findByRole('region', { name: 'Säule 3a 2026' });
    // 30 % of 7'258 = 2'177.40, over 20 years 43'548
    expect(within(figures).getByText("CHF 2'177")).toBeInTheDocument();
    expect(within(figures).getByText("Über den Horizont: CHF 43'548")).toBeInTheDocument();

    // over the maximum: the shared rule's message, and no request
    await user.clear(yearly);
    await user.type(yearly, '8000');
    expect(await screen.findByText('Der Jahresbeitrag übersteigt das Säule-3a-Maximum.')).toBeInTheDocument();
    const before = server.to(paths.projections).length;
    // without a pension fund the income decides: 20 % of 50'000 = 10'000 allows 8'000
    await user.click(screen.getByRole('switch', { name: 'Pensionskasse vorhanden' }));
    expect(await screen.findByText('Wert erforderlich')).toBeInTheDocument();
    expect(server.to(paths.projections)).toHaveLength(before);
    await user.type(screen.getByLabelText('Erwerbseinkommen pro Jahr (CHF)'), '50000');
    await waitFor(() =>
      expect(Object.fromEntries(new URL(server.to(paths.projections).at(-1)!.url).searchParams)).toMatchObject({
        pension_fund: 'false',
        earned_income: '50000',
      }),
    );

    // vested benefits: a lump sum, no contributions, invested until 65
    await user.click(screen.getByRole('combobox', { name: 'Anlageart' }));
    await user.click(await screen.findByRole('option', { name: 'Freizügigkeitsguthaben' }));
    const age = await screen.findByLabelText('Alter (investiert bis 65)');
    await user.clear(age);
    await user.type(age, '45');
    await waitFor(() =>
      expect(Object.fromEntries(new URL(server.to(paths.projections).at(-1)!.url).searchParams)).toMatchObject({
        product: 'vested_benefits',
        monthly_contribution: '0',
        years: '20',
      }),
    );
    expect(screen.queryByLabelText('Monatliche Einzahlung (CHF)')).not.toBeInTheDocument();
  });

  it("takes this year's 3a tax saving from the tax panel's computation, a buy-in at the marginal rate it found; asks for the tax details while it has none", async () => {
    const answerPillar: Handler = (request) => {
      const query = new URL(request.url).searchParams;
      const yearly = Math.round(Number(query.get('monthly_contribution')) * 12 * 100) / 100;
      const buyIn = Number(query.get('buy_in') ?? 0);
      const pillar = {
        year: 2026,
        yearly_maximum: 7258,
        yearly_contribution: yearly,
        buy_in: buyIn,
        buy_in_maximum: 7258,
        // no marginal rate entered: the API reckons no saving
        marginal_tax_rate: null,
        tax_saving_per_year: null,
        tax_saving_buy_in: null,
        tax_saving_total: null,
      };
      const body = answerProjection(request) as { body: object };
      return { body: { ...body.body, pillar_3a: pillar } };
    };
    const answerIncome: Handler = (request) => {
      const query = new URL(request.url).searchParams;
      return {
        body: {
          year: 2025,
          source: 'Quelle: ESTV, Steuerrechner 2025',
          municipality: { bfs: 261, name: 'Zürich', canton: 'ZH' },
          income: Number(query.get('income')),
          income_tax: { federal: 0, canton: 16_000, commune: 0, church: 0, total: 16_000 },
          wealth_tax: null,
          deduction: Number(query.get('deduction')),
          saving: 2000,
          marginal_rate: 31.5,
        },
      };
    };
    const exportPath = '/api/v1/admin_partner/projections/export_projection';
    const server = mockApi({
      [paths.strategies]: () => ({ body: { strategies } }),
      [paths.example]: answerExample,
      [paths.projections]: answerPillar,
      [exportPath]: () => ({ body: {} }),
      '/api/v1/admin_partner/tax/income': answerIncome,
      '/api/v1/admin_partner/tax/withdrawal': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
      '/api/v1/admin_partner/tax/comparison': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    });
    const { user } = renderWithProviders(<SimulatorPage />);
    await screen.findByText("CHF 264'000");
    await user.click(screen.getByRole('combobox', { name: 'Anlageart' }));
    await user.click(await screen.findByRole('option', { name: 'Säule 3a' }));

    const figures = await screen.findByRole('region', { name: 'Säule 3a 2026' });
    // the panel's saving of CHF 2'000 a year, over 20 years 40'000; no marginal rate asked for
    expect(await within(figures).findByText("CHF 2'000")).toBeInTheDocument();
    expect(within(figures).getByText("Über den Horizont: CHF 40'000 · aus der Steuerberechnung unten")).toBeInTheDocument();
    expect(screen.queryByText('Grenzsteuersatz angeben')).not.toBeInTheDocument();
    // the marginal rate the summary reckons with is the panel's: shown in its field, which takes no typing meanwhile
    const panelRate = screen.getByLabelText('Grenzsteuersatz (%)');
    expect(panelRate).toHaveValue('31.5');
    expect(panelRate).toBeDisabled();
    expect(screen.getByText('Aus der Steuerberechnung unten')).toBeInTheDocument();

    // a buy-in of 1'000 this year saves 31.5 % of it once: 2'000 + 315
    await user.type(screen.getByLabelText('Einkauf dieses Jahr (CHF)'), '1000');
    expect(await within(figures).findByText("CHF 2'315")).toBeInTheDocument();
    expect(
      within(figures).getByText(
        "Über den Horizont: CHF 40'315 · aus der Steuerberechnung unten, der Einkauf zum Grenzsteuersatz von 31.5%",
      ),
    ).toBeInTheDocument();

    // without a valid postal code the panel computes nothing: the summary says where the saving comes from
    await user.clear(screen.getByLabelText('Postleitzahl'));
    expect(await within(figures).findByText('Steuerangaben unten vervollständigen')).toBeInTheDocument();
    expect(
      within(figures).getByText('Die Ersparnis wird aus Wohnort, Haushalt und Einkommen in der Steuerberechnung unten berechnet.'),
    ).toBeInTheDocument();
    // and the marginal rate may be typed again
    expect(screen.getByLabelText('Grenzsteuersatz (%)')).toBeEnabled();
    expect(screen.queryByText('Aus der Steuerberechnung unten')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Grenzsteuersatz (%)'), '30');

    // once the panel computes again, the typed rate counts nowhere: the export has the panel's tax inputs, not the rate
    await user.type(screen.getByLabelText('Postleitzahl'), '8001');
    await waitFor(() => expect(screen.getByLabelText('Grenzsteuersatz (%)')).toBeDisabled());
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    await user.click(screen.getByRole('button', { name: 'Als PDF exportieren' }));
    await waitFor(() => expect(server.to(exportPath)).toHaveLength(1));
    const exported = Object.fromEntries(await server.to(exportPath)[0]!.formData());
    expect(exported).toMatchObject({ product: 'pillar_3a', tax_zip: '8001', format: 'pdf' });
    expect(exported).not.toHaveProperty('marginal_tax_rate');
  });

  it("says 'Kein Beispielportfolio verfügbar.' for a strategy without one, in French too", async () => {
    mockApi({
      [paths.strategies]: () => ({ body: { strategies } }),
      [paths.projections]: answerProjection,
      [paths.example]: answerExample,
    });
    const { user } = renderWithProviders(<SimulatorPage />);
    await user.click(await screen.findByRole('combobox', { name: 'Strategie' }));
    await user.click(await screen.findByRole('option', { name: 'Aktien Schweiz' }));
    expect(await screen.findByText('Kein Beispielportfolio verfügbar.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    mockApi({
      [paths.strategies]: () => ({ body: { strategies: [strategies[1]] } }),
      [paths.projections]: answerProjection,
      [paths.example]: answerExample,
    });
    renderWithProviders(<SimulatorPage />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Simulateur financier' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun portefeuille type disponible.')).toBeInTheDocument();
    expect(await screen.findByText('Médiane après 20 ans')).toBeInTheDocument();
  });

  it.each([
    ['de', "10'000 simulierte Verläufe aus"],
    ['en', "10'000 simulated paths from"],
    ['fr', "10'000 trajectoires simulées à partir"],
    ['it', "10'000 percorsi simulati dal"],
  ] as const)('writes the number of simulated paths in its intro (%s) as the caption of the projection does', (locale, text) => {
    mockApi({ [paths.strategies]: () => new Promise(() => undefined) });
    renderWithProviders(<SimulatorPage />, { locale });
    expect(screen.getByText((content) => content.includes(text))).toBeInTheDocument();
  });

  it('says when the strategies could not be loaded', async () => {
    mockApi({ [paths.strategies]: () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    renderWithProviders(<SimulatorPage />);
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
