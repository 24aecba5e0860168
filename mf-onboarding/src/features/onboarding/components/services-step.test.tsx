import { screen, waitFor, within } from '@testing-library/react';
import type { StrategiesResponse, SuggestedService } from '@portal/shared/contracts';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { ServicesStep } from './services-step';

const base = '/api/v1/admin_partner';
const strategies: StrategiesResponse = {
  strategies: [
    { id: 1, name: 'Konservativ', risk_level: 2, service_kinds: ['wealth_management', 'vested_benefits'] },
    { id: 2, name: 'Ausgewogen', risk_level: 4, service_kinds: ['wealth_management', 'third_pillar', 'vested_benefits'] },
    { id: 3, name: 'Wachstum', risk_level: 5, service_kinds: ['wealth_management', 'third_pillar'] },
  ],
  metadata: {
    service_kinds: ['wealth_management', 'vested_benefits', 'third_pillar'],
    portfolio_limits: [
      { kind: 'wealth_management', limit: 3, used: 0 },
      { kind: 'vested_benefits', limit: 2, used: 2 },
      { kind: 'third_pillar', limit: 5, used: 1 },
    ],
  },
};
const metrics = {
  risk_metrics: [
    { strategy_id: 2, expected_return: 0.045, volatility: 0.08, max_drawdown: 0.213, horizon_years: 10, ongoing_fee: 0.0045 },
    { strategy_id: 3, expected_return: 0.055, volatility: 0.11, max_drawdown: 0.287, horizon_years: 10, ongoing_fee: 0.005 },
  ],
};
const suggestion = (fields: Partial<SuggestedService>): SuggestedService => ({
  id: 9,
  client_id: 42,
  kind: 'third_pillar',
  strategy_id: 3,
  strategy_name: 'Wachstum',
  risk_level: 5,
  name: null,
  amount: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

function serve(list: SuggestedService[], save?: (request: Request) => Promise<{ status?: number; body: unknown }>) {
  return mockApi({
    [`${base}/strategies`]: () => ({ body: strategies }),
    [`${base}/strategies/risk_metrics`]: () => ({ body: metrics }),
    [`${base}/partner_suggested_services`]: async (request) =>
      request.method === 'POST' && save ? save(request) : { body: { suggested_services: list } },
    [`${base}/partner_suggested_services/9`]: async (request) =>
      request.method === 'DELETE' ? { status: 204, body: null } : save ? save(request) : { body: list[0] },
  });
}

describe('the services step', () => {
  it('goes through service, strategy and overview and saves the suggestion with its amount', async () => {
    const list: SuggestedService[] = [];
    const server = serve(list, async (request) => {
      const body = (await request.json()) as SuggestedService;
      list.push(suggestion({ ...body, strategy_name: 'Wachstum', risk_level: 5 }));
      return { status: 201, body: list[0] };
    });
    const { user } = renderWithProviders(<ServicesStep clientId={42} state="in_progress" onBack={jest.fn()} />);
    expect(await screen.findByText(/Noch keine Dienstleistung vorgeschlagen/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dienstleistung hinzufügen' }));
    // the full kind cannot be chosen, and says why
    expect(await screen.findByRole('radio', { name: /Freizügigkeit/ })).toBeDisabled();
    expect(screen.getByText('Portfolio-Limit erreicht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Säule 3a/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // only the strategies of the kind, with their figures
    const group = await screen.findByRole('radiogroup');
    expect(within(group).queryByRole('radio', { name: /Konservativ/ })).not.toBeInTheDocument();
    expect(await within(group).findByText('-28.7%')).toBeInTheDocument();
    expect(within(group).getAllByRole('img', { name: 'Risikoklasse 5 von 7' })).toHaveLength(1);
    await user.click(within(group).getByRole('radio', { name: /Wachstum/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    await user.type(await screen.findByRole('textbox', { name: 'Anlagebetrag in CHF (optional)' }), "7'258.x");
    await user.click(screen.getByRole('button', { name: 'Dienstleistung vorschlagen' }));
    expect(await screen.findByText('Bitte geben Sie einen gültigen Wert ein')).toBeInTheDocument();
    expect(server.to(`${base}/partner_suggested_services`).filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Anlagebetrag in CHF (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Anlagebetrag in CHF (optional)' }), "7'258");
    await user.click(screen.getByRole('button', { name: 'Dienstleistung vorschlagen' }));

    const saved = await screen.findByRole('list', { name: 'Vorgeschlagene Dienstleistungen' });
    const [post] = server.to(`${base}/partner_suggested_services`).filter((request) => request.method === 'POST');
    expect(await post!.json()).toEqual({ kind: 'third_pillar', strategy_id: 3, name: null, amount: 7258, client_id: 42 });
    expect(within(saved).getByText('Säule 3a')).toBeInTheDocument();
  });

  it("shows the API's refusal where the adviser saves", async () => {
    serve([suggestion({})], async () => ({
      status: 422,
      body: { message: 'Portfolio-Limit erreicht', errors: [{ field: 'kind', message: 'Portfolio-Limit erreicht' }] },
    }));
    const { user } = renderWithProviders(<ServicesStep clientId={42} state="completed" />);
    await user.click(await screen.findByRole('button', { name: 'Ändern: Säule 3a' }));
    // a change opens on the overview, with what is saved
    await user.click(await screen.findByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Portfolio-Limit erreicht');
  });

  it('removes a suggestion after asking', async () => {
    const server = serve([suggestion({ name: 'Eigenheim', amount: 7258 })]);
    const { user } = renderWithProviders(<ServicesStep clientId={42} state="completed" />);
    await user.click(await screen.findByRole('button', { name: 'Entfernen: Säule 3a · Eigenheim' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Der Vorschlag «Säule 3a · Eigenheim» wird entfernt.');
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(server.to(`${base}/partner_suggested_services/9`).some((request) => request.method === 'DELETE')).toBe(true),
    );
  });
});
