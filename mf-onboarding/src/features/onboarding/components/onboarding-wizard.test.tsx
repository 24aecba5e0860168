import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import {
  FakeXhr,
  renderWithProviders,
  setToday,
  mockApi,
  type Handler,
  type Reply,
  testPartnerUser as partnerUser,
} from '@portal/shared/test-utils';
import { countries, custodians, savedClient, stateOf } from '../../../test/onboarding-fixtures';
import { OnboardingWizard } from './onboarding-wizard';

const base = '/api/v1/admin_partner';
const session = { accessToken: 'token', partnerUser, visibleModules: ['clients' as const] };

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderWizard(route: string, handlers: Record<string, Handler> = {}, locale: 'de' | 'fr' | 'it' = 'de') {
  const server = mockApi({
    [`${base}/custodians`]: () => ({ body: { custodians } }),
    '/api/v1/countries/nationalities': () => ({ body: { countries } }),
    [`${base}/restricted_nationalities`]: () => ({ body: { nationalities: ['KP'] } }),
    ...handlers,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/users/management/onboard" element={<OnboardingWizard />} />
        <Route path="/users/management/onboard/:id" element={<OnboardingWizard />} />
        <Route path="/users/management" element={<p>Kundenliste</p>} />
      </Routes>
      <Link to="/users/management">Kunden</Link>
      <Where />
    </>,
    { route, session, locale },
  );
  return { server, ...view };
}

const stepper = () => screen.getByRole('navigation', { name: /Schritt|Étape/ });

beforeEach(() => {
  window.sessionStorage.clear();
  // the age rule counts from today
  setToday('2026-11-25T10:00:00');
});
afterEach(() => jest.useRealTimers());

/** What an adviser typed into the personal-data step, as the draft keeps it. */
const personalDraft = {
  title: 'ms',
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna@example.ch',
  phone: '+41 79 123 45 67',
  birthday: '1985-04-12',
  gender: 'female',
  preferred_language: 'german',
  address: { country: 'CH', zip: '8001', city: 'Zürich', street: 'Bahnhofstrasse', house_number: '12', address_line_2: '' },
  personal_status: {
    nationalities: ['CH'],
    tax_domicile: 'CH',
    civil_status: 'single',
    place_of_origin: 'Zürich',
    ahv_number: '756.1234.5678.97',
  },
  us_person: { us_citizen: false, us_green_card: false, us_resident: false, us_born_in_us: false, us_tax_liable: false },
};

describe('the onboarding wizard for a new client', () => {
  it('walks fee and bank in the page, with their rules, and sends nothing before the first save', async () => {
    const { server, user } = renderWizard('/users/management/onboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kunden-Onboarding: Neuer Kunde' })).toBeInTheDocument();
    // the default sequence, no services step (a new client has no service kinds); the fee step is the first open one
    const steps = within(stepper()).getAllByRole('tab');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1GebührenIn Bearbeitung',
      '2BankNicht begonnen',
      '3Persönliche DatenNicht begonnen',
      '4KYCNicht begonnen',
      '5AnlegerprofilNicht begonnen',
    ]);

    // an empty required fee is a missing value, a text is not a valid one
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Findergebühr/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte geben Sie einen gültigen Wert ein')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Findergebühr/ }));
    await user.type(screen.getByRole('textbox', { name: /Findergebühr/ }), '1,5');
    await user.type(screen.getByRole('textbox', { name: 'Wiederkehrende Gebühr (% p.a., monatlich belastet)' }), '0.25');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    // nothing is sent before the first save
    expect(await screen.findByRole('heading', { level: 2, name: 'Depotbank wählen' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Bank aus.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Hypothekarbank Lenzburg/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('portal.onboarding.draft.new') ?? '{}')).toEqual({
      fee: { finders_fee_percentage: '1,5', recurring_fee_percentage: '0.25' },
      banks: ['HBL'],
    });
  });

  it('creates the client with the first save: personal data, the fee and banks kept in the page', async () => {
    const { address, ...typed } = personalDraft;
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({
        fee: { finders_fee_percentage: '1,5', recurring_fee_percentage: '0.25' },
        banks: ['HBL'],
        personal: { ...typed, address: { ...address, zip: '', city: '' } },
      }),
    );
    const created = stateOf({ ...savedClient, fee_structure: { finders_fee_percentage: 1.5, recurring_fee_percentage: 0.25 } });
    const { server, user } = renderWizard('/users/management/onboard?step=personalDataStep', {
      [`${base}/clients`]: () => ({ status: 201, body: created }),
      [`${base}/client_onboarding/42`]: () => ({ body: created }),
      [`${base}/address/zip_codes`]: () => ({
        body: { zip_codes: [{ zip: '8001', city: 'Zürich', canton: 'ZH', city_zip_codes: ['8000', '8001', '8002'] }] },
      }),
    });
    await user.type(await screen.findByRole('combobox', { name: /PLZ/ }), '8001');
    await user.click(await screen.findByRole('option', { name: '8001 Zürich (ZH)' }));
    expect(screen.getByRole('textbox', { name: /^Ort/ })).toHaveValue('Zürich');
    await user.click(screen.getByRole('button', { name: 'Kunde anlegen' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users/management/onboard/42?step=kycStep'));
    const [post] = server.to(`${base}/clients`);
    expect(post?.method).toBe('POST');
    expect(await post?.json()).toMatchObject({
      first_name: 'Anna',
      birthday: '1985-04-12',
      address: { zip: '8001', city: 'Zürich', country: 'CH' },
      personal_status: { nationalities: ['CH'], ahv_number: '756.1234.5678.97' },
      us_person: { us_citizen: false },
      custodian_banks: ['HBL'],
      fee_structure: { finders_fee_percentage: 1.5, recurring_fee_percentage: 0.25 },
    });
    expect(window.sessionStorage.getItem('portal.onboarding.draft.new')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding von Anna Muster' })).toBeInTheDocument();
  });

  it('names every missing personal-data field and sends nothing', async () => {
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({ fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' }, banks: ['HBL'] }),
    );
    const { server, user } = renderWizard('/users/management/onboard?step=personalDataStep');
    await user.click(await screen.findByRole('button', { name: 'Kunde anlegen' }));
    expect((await screen.findAllByText('Dieses Feld ist erforderlich.')).length).toBeGreaterThan(5);
    expect(screen.getAllByText('Bitte beantworten Sie diese Frage.')).toHaveLength(5);
    expect(screen.getByText('Bitte wählen Sie mindestens eine Nationalität aus.')).toBeInTheDocument();
    expect(server.to(`${base}/clients`)).toHaveLength(0);
  });

  it('refuses a client younger than 18 and an AHV number with a wrong check digit', async () => {
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({ fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' }, banks: ['HBL'] }),
    );
    const { user } = renderWizard('/users/management/onboard?step=personalDataStep');
    expect(await screen.findByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Geburtsdatum/), '2008-11-26');
    await user.type(screen.getByRole('textbox', { name: /AHV-Nummer/ }), '756.1234.5678.90');
    await user.click(screen.getByRole('button', { name: 'Kunde anlegen' }));
    expect(await screen.findByText('Das Geburtsdatum ist ungültig (die Person muss mindestens 18 Jahre alt sein)')).toBeInTheDocument();
    expect(screen.getByText('Die Prüfziffer der AHV-Nummer ist falsch.')).toBeInTheDocument();
    // a number of the wrong shape says the format is wrong
    await user.clear(screen.getByRole('textbox', { name: /AHV-Nummer/ }));
    await user.type(screen.getByRole('textbox', { name: /AHV-Nummer/ }), '756.1234.5678');
    await user.click(screen.getByRole('button', { name: 'Kunde anlegen' }));
    expect(await screen.findByText('Falsches Format der AHV-Nummer')).toBeInTheDocument();
  });

  it('names the limit of a field typed too long, and refuses a birth date no living client has', async () => {
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({ fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' }, banks: ['HBL'] }),
    );
    const { user } = renderWizard('/users/management/onboard?step=personalDataStep', {}, 'it');
    const firstName = await screen.findByRole('textbox', { name: /Nome/ });
    await user.click(firstName);
    await user.paste('A'.repeat(81));
    await user.type(screen.getByLabelText(/Data di nascita/), '1800-01-01');
    await user.click(screen.getByRole('button', { name: /Crea cliente/ }));
    expect(await screen.findByText('Al massimo 80 caratteri.')).toBeInTheDocument();
    expect(screen.getAllByText('Inserisca un valore valido').length).toBeGreaterThan(0);
  });

  it('warns when a restricted nationality is chosen', async () => {
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({ fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' }, banks: ['HBL'] }),
    );
    const { user } = renderWizard('/users/management/onboard?step=personalDataStep');
    await user.click(await screen.findByRole('combobox', { name: /Nationalitäten/ }));
    await user.click(await screen.findByRole('option', { name: 'Nordkorea' }));
    expect(await screen.findByText('Für diese Nationalität sind nur eingeschränkte Dienstleistungen verfügbar.')).toBeInTheDocument();
  });

  it('keeps what was typed over a reload (session storage) and says so', async () => {
    const first = renderWizard('/users/management/onboard');
    await first.user.type(await screen.findByRole('textbox', { name: /Findergebühr/ }), '2.5');
    // a reload comes back to the address the page had
    const address = screen.getByTestId('location').textContent ?? '';
    expect(address).toBe('/users/management/onboard?step=feeStep');
    first.unmount();

    renderWizard(address);
    expect(await screen.findByRole('textbox', { name: /Findergebühr/ })).toHaveValue('2.5');
    expect(screen.getByText('Nicht gespeicherte Eingaben wurden wiederhergestellt.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when told so', async () => {
    const { user } = renderWizard('/users/management/onboard');
    await user.type(await screen.findByRole('textbox', { name: /Findergebühr/ }), '2');
    await user.click(screen.getByRole('link', { name: 'Kunden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await user.click(within(dialog).getByRole('button', { name: 'Bleiben' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/users/management/onboard');
    // the page is hidden from assistive technology until the dialog has closed
    expect(await screen.findByRole('textbox', { name: /Findergebühr/ })).toHaveValue('2');

    await user.click(screen.getByRole('link', { name: 'Kunden' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verlassen' }));
    expect(await screen.findByText('Kundenliste')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('portal.onboarding.draft.new')).toBeNull();
  });

  it('speaks French', async () => {
    const { user } = renderWizard('/users/management/onboard', {}, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Intégration du client: Nouveau client' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Commission d'apport/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez saisir une valeur valable')).toBeInTheDocument();
  });
});

describe('the onboarding wizard for a saved client', () => {
  it('opens on the first unfilled step and saves the bank data before the fee', async () => {
    const withFee = {
      ...savedClient,
      custodian_banks: ['LIBERTY'],
      partner_suggested_bank_codes: ['LIBERTY'],
      fee_structure: { finders_fee_percentage: 2, recurring_fee_percentage: null },
    };
    const calls: string[] = [];
    const { server, user } = renderWizard('/users/management/onboard/42', {
      [`${base}/client_onboarding/42`]: () => ({ body: stateOf({ ...savedClient, fee_structure: null }) }),
      [`${base}/clients/42/save_suggested_bank`]: () => {
        calls.push('banks');
        return { body: stateOf({ ...savedClient, custodian_banks: ['LIBERTY'] }) };
      },
      [`${base}/clients/42`]: () => {
        calls.push('fee');
        return { body: stateOf(withFee) };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding von Anna Muster' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gebühren' })).toBeInTheDocument();

    // the bank is changed but not saved, then the fee is saved: banks go first
    await user.click(within(stepper()).getByRole('tab', { name: /Bank/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Hypothekarbank Lenzburg/ }));
    await user.click(screen.getByRole('checkbox', { name: /Liberty Vorsorge/ }));
    // Liberty without HBL: the client ID replaces KYC
    expect(within(stepper()).getByRole('tab', { name: /Ausweis/ })).toBeInTheDocument();
    await user.click(within(stepper()).getByRole('tab', { name: /Gebühren/ }));
    await user.type(await screen.findByRole('textbox', { name: /Findergebühr/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));

    await waitFor(() => expect(calls).toEqual(['banks', 'fee']));
    expect(await server.to(`${base}/clients/42/save_suggested_bank`)[0]?.json()).toEqual({ bank_codes: ['LIBERTY'] });
    expect(await server.to(`${base}/clients/42`)[0]?.json()).toEqual({
      fee_structure: { finders_fee_percentage: 2, recurring_fee_percentage: null },
    });
    expect(within(stepper()).getByRole('tab', { name: /Gebühren/ })).toHaveTextContent('Abgeschlossen');
  });

  it('asks for the name of the own custodian bank when it is chosen, requires it, and saves it with the banks', async () => {
    const { server, user } = renderWizard(
      '/users/management/onboard/42?step=chooseBankStep',
      {
        [`${base}/client_onboarding/42`]: () => ({ body: stateOf(savedClient) }),
        [`${base}/clients/42/save_suggested_bank`]: () => ({
          body: stateOf({ ...savedClient, custodian_banks: ['HBL', 'CUSTOM'], own_custodian_name: 'Banque Cantonale du Jura' }),
        }),
      },
      'fr',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Choisir la banque dépositaire' })).toBeInTheDocument();
    // no field while only a bank with a name is chosen
    expect(screen.queryByRole('textbox', { name: /Nom de la banque dépositaire propre/ })).not.toBeInTheDocument();
    // the custom custodian by its label in the page's language, not by the German word stored for it
    await user.click(await screen.findByRole('checkbox', { name: /^Banque dépositaire propre/ }));
    const name = screen.getByRole('textbox', { name: /Nom de la banque dépositaire propre/ });
    expect(name).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Veuillez indiquer le nom de la banque dépositaire propre.')).toBeInTheDocument();
    expect(server.to(`${base}/clients/42/save_suggested_bank`)).toHaveLength(0);

    await user.type(name, 'Banque Cantonale du Jura');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(server.to(`${base}/clients/42/save_suggested_bank`)).toHaveLength(1));
    expect(await server.to(`${base}/clients/42/save_suggested_bank`)[0]?.json()).toEqual({
      bank_codes: ['HBL', 'CUSTOM'],
      own_custodian_name: 'Banque Cantonale du Jura',
    });
  });

  // every custodian's sequence: a questionnaire the adviser left without answers reads "Vom Kunden auszufüllen",
  // never "Abgeschlossen", and the adviser may still go past it
  it.each([
    [['HBL'], ['KYC', 'Anlegerprofil']],
    [['LIBERTY'], ['Anlegerprofil']],
    [
      ['LIBERTY', 'HBL'],
      ['KYC', 'Anlegerprofil'],
    ],
    [['CUSTOM'], ['KYC', 'Anlegerprofil']],
  ])('%j: the questionnaires %j read "Vom Kunden auszufüllen" until answered', async (banks, questionnaires) => {
    const client = { ...savedClient, custodian_banks: banks, fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: null } };
    renderWizard('/users/management/onboard/42', { [`${base}/client_onboarding/42`]: () => ({ body: stateOf(client) }) });
    await screen.findByRole('heading', { level: 1, name: 'Onboarding von Anna Muster' });
    const tabs = within(stepper()).getAllByRole('tab');
    const left = tabs.filter((tab) => tab.textContent?.endsWith('Vom Kunden auszufüllen'));
    expect(left.map((tab) => tab.textContent?.replace(/^\d+/, '').replace('Vom Kunden auszufüllen', ''))).toEqual(questionnaires);
    for (const tab of left) expect(tab).toBeEnabled();
    expect(tabs.filter((tab) => tab.textContent?.endsWith('Abgeschlossen')).map((tab) => tab.textContent?.replace(/^\d+/, ''))).toEqual([
      'GebührenAbgeschlossen',
      'BankAbgeschlossen',
      'Persönliche DatenAbgeschlossen',
    ]);
  });

  it('reads "Abgeschlossen" for a questionnaire the adviser answered, and "Vom Kunden auszufüllen" for the one left to the client', async () => {
    const client = { ...savedClient, fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: null }, kyc_filled: true };
    renderWizard('/users/management/onboard/42', { [`${base}/client_onboarding/42`]: () => ({ body: stateOf(client) }) });
    await screen.findByRole('heading', { level: 1, name: 'Onboarding von Anna Muster' });
    expect(within(stepper()).getByRole('tab', { name: /KYC/ })).toHaveTextContent(/^KYCAbgeschlossen$/); // the check mark, no number
    expect(within(stepper()).getByRole('tab', { name: /Anlegerprofil/ })).toHaveTextContent(/^5AnlegerprofilVom Kunden auszufüllen$/);
  });

  it("shows the API's field errors at the fields", async () => {
    const complete = { ...savedClient, fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: null } };
    const { user } = renderWizard('/users/management/onboard/42?step=personalDataStep', {
      [`${base}/client_onboarding/42`]: () => ({ body: stateOf(complete) }),
      [`${base}/clients/42`]: () => ({
        status: 422,
        body: {
          message: 'Ungültige Eingabe.',
          errors: [{ field: 'personal_data.email', message: 'Diese E-Mail-Adresse ist bereits vergeben.' }],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Speichern und weiter' }));
    const email = await screen.findByRole('textbox', { name: /E-Mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Diese E-Mail-Adresse ist bereits vergeben.'));
    expect(email).toHaveValue('anna@example.ch');
  });

  it("says when the client does not exist (or is another company's)", async () => {
    renderWizard('/users/management/onboard/99', {
      [`${base}/client_onboarding/99`]: () => ({ status: 404, body: { message: 'Kunde nicht gefunden.' } }),
    });
    expect(await screen.findByText('Dieser Kunde wurde nicht gefunden.')).toBeInTheDocument();
  });
});

describe('the zip look-up', () => {
  it('cancels the request in flight when the text changes', async () => {
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({ fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' }, banks: ['HBL'] }),
    );
    const signals: AbortSignal[] = [];
    const { user } = renderWizard('/users/management/onboard?step=personalDataStep', {
      [`${base}/address/zip_codes`]: (request) => {
        signals.push(request.signal);
        const query = new URL(request.url).searchParams.get('query');
        return {
          body: { zip_codes: query === '30' ? [{ zip: '3000', city: 'Bern', canton: 'BE', city_zip_codes: ['3000', '3001'] }] : [] },
        };
      },
    });
    const zip = await screen.findByRole('combobox', { name: /PLZ/ });
    await act(async () => {
      await user.type(zip, '30');
    });
    await user.click(await screen.findByRole('option', { name: '3000 Bern (BE)' }));
    expect(screen.getByRole('textbox', { name: /Ort/ })).toHaveValue('Bern');
    expect(screen.getByText('Postleitzahlen von Bern: 3000, 3001')).toBeInTheDocument();
    expect(signals.length).toBeGreaterThanOrEqual(2);
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('the street look-up', () => {
  it('offers the streets of the chosen postal code for what is typed, cancelling the request in flight, and writes the chosen one', async () => {
    const { address, ...typed } = personalDraft;
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({
        fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' },
        banks: ['HBL'],
        personal: { ...typed, address: { ...address, zip: '8001', street: '' } },
      }),
    );
    const asked: { zip: string | null; query: string | null; signal: AbortSignal }[] = [];
    const { user } = renderWizard('/users/management/onboard?step=personalDataStep', {
      [`${base}/address/zip_codes`]: () => ({ body: { zip_codes: [] } }),
      [`${base}/address/onrp_streets`]: (request) => {
        const params = new URL(request.url).searchParams;
        asked.push({ zip: params.get('zip'), query: params.get('query'), signal: request.signal });
        return { body: { streets: params.get('query') === 'Bahn' ? ['Bahnhofplatz', 'Bahnhofstrasse'] : [] } };
      },
    });
    const street = await screen.findByRole('combobox', { name: /Strasse/ });
    await act(async () => {
      await user.type(street, 'Bahn');
    });
    await user.click(await screen.findByRole('option', { name: 'Bahnhofstrasse' }));
    expect(street).toHaveValue('Bahnhofstrasse');
    expect(asked.map((a) => a.zip)).toEqual(asked.map(() => '8001'));
    expect(asked.at(-1)?.query).toBe('Bahn');
    // each letter asked again and cancelled what was still in flight
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked[0]?.signal.aborted).toBe(true);
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem('portal.onboarding.draft.new') ?? '{}')).toMatchObject({
        personal: { address: { street: 'Bahnhofstrasse' } },
      }),
    );
  });

  it('says so when the postal code has no such street, and keeps what was typed', async () => {
    const { address, ...typed } = personalDraft;
    window.sessionStorage.setItem(
      'portal.onboarding.draft.new',
      JSON.stringify({
        fee: { finders_fee_percentage: '1', recurring_fee_percentage: '' },
        banks: ['HBL'],
        personal: { ...typed, address: { ...address, zip: '8001', street: '' } },
      }),
    );
    const { user } = renderWizard('/users/management/onboard?step=personalDataStep', {
      [`${base}/address/zip_codes`]: () => ({ body: { zip_codes: [] } }),
      [`${base}/address/onrp_streets`]: () => ({ body: { streets: [] } }),
    });
    const street = await screen.findByRole('combobox', { name: /Strasse/ });
    await act(async () => {
      await user.type(street, 'Neuer Weg');
    });
    expect(await screen.findByText('Keine Strasse gefunden')).toBeInTheDocument();
    expect(street).toHaveValue('Neuer Weg');
  });
});

describe('the documents steps', () => {
  // a client of a custom custodian: fee, bank and personal data saved, the certified ID is the first open step
  const customClient = {
    ...savedClient,
    fee_structure: { finders_fee_percentage: 1, recurring_fee_percentage: null },
    custodian_banks: ['CUSTOM'],
  };
  const certified = {
    kind: 'partner_certified_id_document' as const,
    file_name: 'beglaubigt.pdf',
    file_kind: 'pdf' as const,
    size_bytes: 12_288,
    sha256: 'a'.repeat(64),
    uploaded_at: '2026-11-25T09:30:00.000Z',
  };
  beforeEach(() => FakeXhr.install());

  it('uploads the certified ID with its progress, then shows it and lets the adviser go on', async () => {
    const { user } = renderWizard('/users/management/onboard/42', {
      [`${base}/client_onboarding/42`]: () => ({ body: stateOf(customClient) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Beglaubigter Ausweis' })).toBeInTheDocument();
    expect(screen.getByText('Noch nicht hochgeladen (PDF, JPEG oder PNG)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();

    const file = new File(['%PDF-1.7 certified copy'], 'beglaubigt.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Beglaubigte Ausweiskopie hochladen'), file);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toMatch(/\/api\/v1\/admin_partner\/clients\/42\/save_documents$/);
    expect((xhr.body?.get('partner_certified_id_document') as File).name).toBe('beglaubigt.pdf');
    await xhr.progress(0.5);
    expect(screen.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute('aria-valuenow', '50');

    await xhr.respond(200, stateOf({ ...customClient, partner_certified_id_document_uploaded: true }, true, [certified]));
    expect(await screen.findByText('beglaubigt.pdf · 12 KB · hochgeladen am 25.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beglaubigte Ausweiskopie ersetzen' })).toBeInTheDocument();
    expect(screen.getByText('Dieser Schritt ist abgeschlossen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=kycStep'));
  });

  it('refuses a file over 10 MB before sending it, and shows why the API refused another', async () => {
    const { user } = renderWizard('/users/management/onboard/42', {
      [`${base}/client_onboarding/42`]: () => ({ body: stateOf(customClient) }),
    });
    const input = await screen.findByLabelText('Beglaubigte Ausweiskopie hochladen');
    const big = new File(['x'], 'gross.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText('Die Datei ist zu gross. Die Grenze liegt bei 10 MB.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);

    await user.upload(input, new File(['MZ'], 'programm.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await FakeXhr.last.respond(415, { message: 'Bitte laden Sie ein PDF, ein JPEG oder ein PNG hoch.' });
    expect(await screen.findByText('Bitte laden Sie ein PDF, ein JPEG oder ein PNG hoch.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('offers the power of attorney to sign and both sides of the ID where the sequence asks for them', async () => {
    renderWizard('/users/management/onboard/42?step=signDocumentsStep', {
      [`${base}/client_onboarding/42`]: () => ({
        body: stateOf(
          { ...customClient, partner_certified_id_document_uploaded: true, kyc_filled: true, investor_profile_filled: true },
          true,
          [certified],
        ),
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dokumente unterzeichnen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vollmacht zum Unterzeichnen herunterladen (PDF)' })).toBeEnabled();
    expect(screen.getByLabelText('Unterzeichnete Vollmacht hochladen')).toBeInTheDocument();
  });
});

describe('the invitation e-mail', () => {
  it('is confirmed at once, before the API has answered', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const { server, user } = renderWizard('/users/management/onboard/42', {
      [`${base}/client_onboarding/42`]: () => ({ body: stateOf(savedClient) }),
      [`${base}/client_onboarding/42/send_onboarding_email`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Einladung per E-Mail senden' }));
    // the API has not answered yet: the confirmation is there all the same
    expect(await screen.findByText('Einladung per E-Mail versendet')).toBeInTheDocument();
    expect(server.to(`${base}/client_onboarding/42/send_onboarding_email`)[0]?.method).toBe('POST');
    answer({ body: { message: 'Vorgang erfolgreich' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einladung per E-Mail senden' })).toBeEnabled());
    expect(screen.getByText('Einladung per E-Mail versendet')).toBeInTheDocument();
  });

  it('takes the confirmation back when the sending fails', async () => {
    const { user } = renderWizard('/users/management/onboard/42', {
      [`${base}/client_onboarding/42`]: () => ({ body: stateOf(savedClient) }),
      [`${base}/client_onboarding/42/send_onboarding_email`]: () => ({ status: 422, body: { message: 'Ungültige Eingabe' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Einladung per E-Mail senden' }));
    expect(await screen.findByText('Ungültige Eingabe')).toBeInTheDocument();
    expect(screen.queryByText('Einladung per E-Mail versendet')).not.toBeInTheDocument();
  });
});
