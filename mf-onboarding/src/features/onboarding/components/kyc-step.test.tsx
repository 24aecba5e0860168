import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { KycStep } from './kyc-step';

const path = '/api/v1/admin_partner/clients/42/hbl_kyc';

function renderKyc(onSaved = jest.fn(), locale: 'de' | 'it' = 'de') {
  const server = mockApi({
    [path]: async (request) =>
      request.method === 'POST'
        ? { body: { answers: await request.json(), kyc_filled: true } }
        : { body: { answers: null, kyc_filled: false } },
  });
  const view = renderWithProviders(
    <KycStep clientId={42} draft={undefined} onChange={jest.fn()} onSaved={onSaved} submitLabel="Speichern und weiter" />,
    { locale },
  );
  return { server, onSaved, ...view };
}

describe('the KYC step', () => {
  it('requires every answer and one of the first two account usages, then saves the answers', async () => {
    const { server, onSaved, user } = renderKyc();
    await user.click(await screen.findByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findAllByText('Dieses Feld ist erforderlich.')).length).toBe(6);

    const usage = screen.getByRole('group', { name: /Wofür wird das Konto genutzt/ });
    await user.click(within(usage).getByRole('checkbox', { name: 'Zahlungsverkehr' }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine der ersten beiden Optionen.')).toBeInTheDocument();
    await user.click(within(usage).getByRole('checkbox', { name: 'Vermögensanlage' }));

    await user.click(within(screen.getByRole('radiogroup', { name: /Vorbezug/ })).getByRole('radio', { name: 'Nein' }));
    await user.click(within(screen.getByRole('group', { name: /Branchen/ })).getByRole('checkbox', { name: 'Finanzbranche' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: /Bruttoeinkommen/ })).getByRole('radio', { name: "CHF 100'000 bis 250'000" }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /Herkunft des Vermögens/ })).getByRole('checkbox', { name: 'Erwerbseinkommen' }),
    );
    await user.click(within(screen.getByRole('radiogroup', { name: /politisch exponierte Person/ })).getByRole('radio', { name: 'Nein' }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [post] = server.to(path).filter((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({
      regulatory_questions: { early_withdrawal: false, account_usage: ['payments', 'investment'] },
      aml_questions: {
        industries: ['finance'],
        yearly_gross_income: '100k_250k',
        source_of_wealth: ['salary'],
        politically_exposed: false,
      },
    });
  });

  it('speaks Italian', async () => {
    const { user } = renderKyc(jest.fn(), 'it');
    expect(await screen.findByRole('heading', { name: 'Questionario KYC' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findAllByText('Questo campo è obbligatorio.')).length).toBe(6);
  });
});
