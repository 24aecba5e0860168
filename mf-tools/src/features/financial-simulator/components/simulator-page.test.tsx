import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { examplePortfolio, projection, strategies } from '../../../test/fixtures';
import { mockApi, type Handler } from '../../../test/mock-api';
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

  it('says when the strategies could not be loaded', async () => {
    mockApi({ [paths.strategies]: () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    renderWithProviders(<SimulatorPage />);
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
