import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { InvestorProfileStep } from './investor-profile-step';

const path = '/api/v1/admin_partner/clients/42/investor_profile';
const empty = { answers: null, investor_profile_filled: false, risk_score: null, risk_level: null, proposed_strategies: [] };

describe('the investor-profile step', () => {
  it('requires every answer, saves them and shows the risk score and the strategies the API proposes', async () => {
    const server = mockApi({
      [path]: async (request) =>
        request.method === 'POST'
          ? {
              body: {
                answers: await request.json(),
                investor_profile_filled: true,
                risk_score: 14,
                risk_level: 4,
                proposed_strategies: [{ id: 3, name: 'Ausgewogen', risk_level: 4 }],
              },
            }
          : { body: empty },
    });
    const onSaved = jest.fn();
    const { user } = renderWithProviders(
      <InvestorProfileStep
        clientId={42}
        draft={undefined}
        onChange={jest.fn()}
        onSaved={onSaved}
        onNext={jest.fn()}
        submitLabel="Speichern"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(5);

    const answer = async (question: RegExp, option: string) =>
      user.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));
    await answer(/Anlagehorizont/, '5 bis 10 Jahre');
    await answer(/Erfahrung/, 'Gute Kenntnisse');
    await answer(/Kursverlust/, 'Halten');
    await answer(/Tragbarer Verlust/, 'bis 10 %');
    await answer(/Gesamtvermögen/, '25 bis 50 %');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Risikopunkte: 14 von 20 · Risikostufe 4 von 7')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Passende Strategien' })).getByText('Ausgewogen')).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [post] = server.to(path).filter((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({
      investment_horizon: '5_to_10_years',
      experience: 'good',
      loss_reaction: 'hold',
      acceptable_loss: 'up_to_10',
      wealth_share: '25_to_50',
    });
  });
});
