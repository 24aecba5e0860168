import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { ReferralButton } from './referral-button';

const base = '/api/v1/admin_partner';
const session = { partnerUser, accessToken: 'token', visibleModules: ['clients' as const] };
const referral = {
  code: 'abcdefghjk',
  referral_url: 'http://localhost:8080/fr/register/abcdefghjk',
  expires_at: '2027-02-23T10:00:00.000Z',
};

describe('the referral link', () => {
  it('is made with the fees and the language, then copied and sent by e-mail', async () => {
    const server = mockApi({
      [`${base}/referral`]: () => ({ status: 201, body: referral }),
      [`${base}/referral/send_email`]: () => ({ body: { message: 'operation successful' } }),
    });
    const { user } = renderWithProviders(<ReferralButton />, { session });
    // user-event put its stand-in for the clipboard in place
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Empfehlungslink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empfehlungslink erstellen' });
    await user.type(within(dialog).getByRole('textbox', { name: /Findergebühr/ }), '1,25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Wiederkehrende Gebühr (% p.a., monatlich belastet)' }), '0.4');
    await user.click(within(dialog).getByRole('combobox', { name: /Sprache/ }));
    await user.click(screen.getByRole('option', { name: 'Französisch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link erstellen' }));

    expect(await within(dialog).findByText('Der Link ist erstellt und gilt bis am 23.02.2027.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Empfehlungslink' })).toHaveValue(referral.referral_url);
    expect(await server.to(`${base}/referral`)[0]?.json()).toEqual({
      finders_fee_percentage: 1.25,
      recurring_fee_percentage: 0.4,
      language: 'fr',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Link kopieren' }));
    expect(writeText).toHaveBeenCalledWith(referral.referral_url);
    expect(await screen.findByText('Link kopiert')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail-Adresse/ }), 'prospect@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Per E-Mail senden' }));
    await waitFor(() => expect(server.to(`${base}/referral/send_email`)).toHaveLength(1));
    expect(await server.to(`${base}/referral/send_email`)[0]?.json()).toEqual({
      referral_code: 'abcdefghjk',
      email: 'prospect@example.ch',
    });
    expect(await screen.findByText('Vorgang erfolgreich')).toBeInTheDocument();
  });

  it('refuses a bad fee with the fee message and sends nothing', async () => {
    const server = mockApi({});
    const { user } = renderWithProviders(<ReferralButton />, { session });
    await user.click(screen.getByRole('button', { name: 'Empfehlungslink' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Link erstellen' }));
    expect(await within(dialog).findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Findergebühr/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Link erstellen' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen gültigen Wert ein')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
