import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch } from '../../../test/mock-fetch';
import RegistrationPage from './registration-page';

async function renderRegistration(code: string, locale: 'de' | 'fr' = 'de') {
  let view!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    view = renderWithProviders(
      <Routes>
        <Route path="/register/:code" element={<RegistrationPage />} />
      </Routes>,
      { route: `/register/${code}`, locale },
    );
  });
  return view;
}

const referral = { company_name: 'Alpen Finanz AG', adviser_name: 'Daniela Meier', language: 'de' };

afterEach(() => jest.restoreAllMocks());

describe('the registration page of a referral link', () => {
  it('names the adviser and the company and sends what the client leaves, without sign-in', async () => {
    const api = mockFetch({
      'GET referrals/abcdefghjk': { body: referral },
      'POST referrals/abcdefghjk/registration': {
        status: 201,
        body: { message: 'Vielen Dank für Ihre Registrierung. Ihre Beraterin oder Ihr Berater meldet sich in Kürze bei Ihnen.' },
      },
    });
    const { user } = await renderRegistration('abcdefghjk');
    expect(await screen.findByText(/Daniela Meier von Alpen Finanz AG hat Sie eingeladen/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Chloé');
    await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Rochat');
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'chloe.rochat@example.ch');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '+41 21 555 44 33');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText(/Vielen Dank für Ihre Registrierung/)).toBeInTheDocument();
    expect(api.called('POST', 'referrals/abcdefghjk/registration')).toEqual([
      {
        method: 'POST',
        path: 'referrals/abcdefghjk/registration',
        body: { first_name: 'Chloé', last_name: 'Rochat', email: 'chloe.rochat@example.ch', phone: '+41 21 555 44 33', language: 'de' },
      },
    ]);
    const [request] = (globalThis.fetch as jest.Mock).mock.calls.map(([input]: [Request]) => input);
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it('shows the rules in the language of the page and sends nothing until they are met', async () => {
    const api = mockFetch({ 'GET referrals/abcdefghjk': { body: referral } });
    const { user } = await renderRegistration('abcdefghjk', 'fr');
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    expect(screen.getByText('Veuillez saisir une adresse e-mail valable.')).toBeInTheDocument();
    expect(api.called('POST', 'referrals/abcdefghjk/registration')).toEqual([]);
  });

  it('says so when the link is not valid or has expired', async () => {
    mockFetch({ 'GET referrals/abcdefghjk': { status: 404, body: { message: 'Dieser Empfehlungslink ist ungültig oder abgelaufen.' } } });
    await renderRegistration('abcdefghjk');
    expect(await screen.findByText(/Dieser Empfehlungslink ist ungültig oder abgelaufen\. Bitte wenden Sie sich/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrieren' })).not.toBeInTheDocument();
  });
});
