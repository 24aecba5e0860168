import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { renderWithProviders, mockApi, type Handler } from '@portal/shared/test-utils';
import { customPortfolio, customPositions, rejectedAdjustment } from '../../../test/fixtures';
import { CustomPortfolioPage } from './custom-portfolio-page';

jest.setTimeout(400_000);

const base = '/api/v1/admin_partner/custom_portfolios';

function server(overrides: Record<string, Handler> = {}) {
  let latest: unknown = rejectedAdjustment;
  const api = mockApi({
    [`${base}/3`]: () => ({ body: customPortfolio }),
    [`${base}/3/positions`]: () => ({ body: { positions: customPositions } }),
    [`${base}/3/latest_weight_adjustment`]: () => ({ body: { weight_adjustment: latest } }),
    [`${base}/3/weight_adjustment_history`]: () => ({ body: { weight_adjustments: [rejectedAdjustment] } }),
    [`${base}/weight_adjustment/11/dismiss`]: () => {
      latest = null;
      return { body: { message: 'operation successful' } };
    },
    [`${base}/3/weight_adjustment`]: () => {
      latest = { ...rejectedAdjustment, id: 12, status: 'pending', processed_date: null };
      return { status: 201, body: { message: 'operation successful', weight_adjustment: latest } };
    },
    [`${base}/99`]: () => ({ status: 404, body: { message: 'Dieses Portfolio wurde nicht gefunden.' } }),
    ...overrides,
  });
  return api;
}

const render = (id = 3) =>
  renderWithProviders(
    <Routes>
      <Route path="/:id" element={<CustomPortfolioPage />} />
    </Routes>,
    { route: `/${id}` },
  );

describe('a custom portfolio', () => {
  it('shows the positions, the latest adjustment and the history; dismissing clears the latest', async () => {
    const api = server();
    const { user } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zinsen Plus' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Positionen' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Obligationen Schweiz Index');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('58.50%');
    const latest = screen.getByRole('region', { name: 'Letzte Gewichtsanpassung' });
    expect(within(latest).getByText('Abgelehnt')).toBeInTheDocument();
    await user.click(within(latest).getByRole('button', { name: 'Ausblenden' }));
    expect(await screen.findByText('Keine offene Gewichtsanpassung.')).toBeInTheDocument();
    expect(api.to(`${base}/weight_adjustment/11/dismiss`)[0]!.method).toBe('POST');
  });

  it('requests new weights: every weight set, a sum of 100 %, a valid ISIN for an added position; then the toast and the pending adjustment', async () => {
    const api = server();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Anpassung beantragen' }));
    const bonds = screen.getByRole('spinbutton', { name: 'Gewicht in % Obligationen Schweiz Index' });
    await user.clear(bonds);
    await user.click(screen.getByRole('button', { name: 'Anpassung senden' }));
    expect(screen.getByText('Wert erforderlich')).toBeInTheDocument();

    await user.type(bonds, '50');
    expect(screen.getByRole('status')).toHaveTextContent('Summe: 90.00%');
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'ISIN' }), 'CH0038863351');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nestlé');
    await user.type(screen.getByRole('spinbutton', { name: 'Gewicht in % Nestlé' }), '10');
    await user.click(screen.getByRole('button', { name: 'Anpassung senden' }));
    expect(screen.getByText('Ungültige ISIN (Prüfziffer stimmt nicht).')).toBeInTheDocument();
    expect(api.to(`${base}/3/weight_adjustment`)).toHaveLength(0);

    // the what-if panel: 50 % bonds, 40 % equities, 10 % new (at the portfolio's average figures)
    const whatIf = screen.getByRole('region', { name: 'Was wäre wenn' });
    expect(within(whatIf).getByRole('row', { name: /Erwartete Rendite/ })).toHaveTextContent('3.70%');

    const isin = screen.getByRole('textbox', { name: 'ISIN' });
    await user.clear(isin);
    await user.type(isin, 'CH0038863350');
    expect(screen.getByRole('status')).toHaveTextContent('Summe: 100.00%');
    await user.click(screen.getByRole('button', { name: 'Anpassung senden' }));
    expect(await screen.findByText('operation successful')).toBeInTheDocument();
    const [sent] = api.to(`${base}/3/weight_adjustment`);
    expect(await sent!.json()).toEqual({
      positions: [
        { isin: 'CH0234567892', name: 'Obligationen Schweiz Index', currency: 'CHF', requested_weight: 50 },
        { isin: 'IE00B4L5Y983', name: 'MSCI World Index', currency: 'USD', requested_weight: 40 },
        { isin: 'CH0038863350', name: 'Nestlé', currency: 'CHF', requested_weight: 10 },
      ],
    });
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Letzte Gewichtsanpassung' })).getByText('Ausstehend')).toBeInTheDocument(),
    );
  });

  it('refuses a weight over 100 or with more than two decimals, an ISIN held already, an added position without name or currency and a sum off 100 %, in French too', async () => {
    const api = server();
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/:id" element={<CustomPortfolioPage />} />
      </Routes>,
      { route: '/3', locale: 'fr' },
    );
    await user.click(await screen.findByRole('button', { name: 'Demander un ajustement' }));
    const bonds = screen.getByRole('spinbutton', { name: /Obligationen Schweiz Index/ });
    await user.clear(bonds);
    await user.type(bonds, '120');
    await user.click(screen.getByRole('button', { name: /Ajouter/ }));
    await user.type(screen.getByRole('textbox', { name: 'ISIN' }), 'ie00b4l5y983');
    // the codes are upper-cased as typed
    expect(screen.getByRole('textbox', { name: 'ISIN' })).toHaveValue('IE00B4L5Y983');
    await user.clear(screen.getByRole('textbox', { name: 'Monnaie' }));
    await user.click(screen.getByRole('button', { name: /Envoyer/ }));
    expect(await screen.findByText('Entre 0 et 100')).toBeInTheDocument();
    expect(screen.getByText('Cet ISIN figure déjà dans la liste.')).toBeInTheDocument();
    expect(screen.getByText('Nom requis')).toBeInTheDocument();
    expect(screen.getByText('Un code de devise ISO, p. ex. CHF')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La somme des poids doit être de 100 %.');
    expect(api.to(`${base}/3/weight_adjustment`)).toHaveLength(0);

    // the added row removed and the weight corrected: the errors go as the values change
    await user.click(screen.getByRole('button', { name: 'Retirer la position IE00B4L5Y983' }));
    await user.clear(bonds);
    // a weight is kept to the hundredth of a percent
    await user.type(bonds, '60.005');
    expect(await screen.findByText('Deux décimales au maximum')).toBeInTheDocument();
    await user.clear(bonds);
    await user.type(bonds, '60');
    await waitFor(() => expect(screen.queryByText('Entre 0 et 100')).not.toBeInTheDocument());
    expect(screen.queryByText('Deux décimales au maximum')).not.toBeInTheDocument();
    expect(screen.queryByText('Cet ISIN figure déjà dans la liste.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('La somme des poids doit être de 100 %.');
  });

  it("says when the portfolio is not the caller's", async () => {
    server();
    render(99);
    expect(await screen.findByText('Dieses Portfolio wurde nicht gefunden.')).toBeInTheDocument();
  });
});
