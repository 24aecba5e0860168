import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { privateMask } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { clientDetail } from '../../../test/fixtures';
import { detailHandlers, paths, service } from '../../../test/detail-api';
import { ClientDetailPage } from './client-detail-page';

const session = { partnerUser, visibleModules: ['clients' as const] };

function renderDetail(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/users/management/:id" element={<ClientDetailPage />} />
    </Routes>,
    { session, route: '/users/management/11', ...options },
  );
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });
const paramsOf = (request: Request) => new URL(request.url).searchParams;

describe('the client detail', () => {
  it('shows identity, contact, address, personal status, the US-person answers, fees, custodians and the onboarding steps', async () => {
    mockApi(detailHandlers());
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Frau Lea Brunner' })).toBeInTheDocument();
    const profile = await region('Kundendaten');
    const value = (label: string) => within(profile).getByText(label).nextElementSibling;
    expect(value('E-Mail')).toHaveTextContent('lea.brunner@example.ch');
    expect(value('Telefon')).toHaveTextContent('+41 79 123 45 67');
    expect(value('Geburtsdatum')).toHaveTextContent('17.05.1980');
    expect(value('Strasse')).toHaveTextContent('Bahnhofstrasse 12');
    expect(value('PLZ und Ort')).toHaveTextContent('8001 Zürich');
    expect(value('Zivilstand')).toHaveTextContent('Verheiratet');
    expect(value('AHV-Nummer')).toHaveTextContent('756.1234.5678.97');
    expect(value('US-Staatsbürger')).toHaveTextContent('Nein');
    expect(value('In den USA geboren')).toHaveTextContent('Ja');
    expect(value('In den USA steuerpflichtig')).toHaveTextContent('Nicht beantwortet');
    // the fee by the portal's one word for it (docs/documents.md, "Fees")
    expect(value('Findergebühr (einmalig)')).toHaveTextContent('1.50%');
    expect(within(profile).getByText('UBS Switzerland AG')).toBeInTheDocument();

    const onboarding = await region('Onboarding');
    expect(within(onboarding).getByText('Onboarding abgeschlossen')).toBeInTheDocument();
    const steps = within(within(onboarding).getByRole('list', { name: 'Schritte des Onboardings' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'GebührenAbgeschlossen',
      'DepotbankAbgeschlossen',
      'KYCIn Bearbeitung',
      'AnlegerprofilVom Kunden auszufüllen',
      'DienstleistungenNicht begonnen',
    ]);
  });

  it("lists the client's devices with system, app version and user, and marks the outdated ones", async () => {
    mockApi(detailHandlers());
    renderDetail();
    const devices = await region('Geräte');
    const items = within(await within(devices).findByRole('list', { name: 'Geräte' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('iPhone 15 Pro');
    expect(items[0]).toHaveTextContent('iOS · App-Version 3.4.0');
    expect(items[0]).toHaveTextContent('Benutzer: lea.brunner@example.ch');
    expect(items[0]).toHaveTextContent('Zuletzt verwendet am 24.11.2026');
    expect(within(items[0]!).queryByText('Veraltet')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Android · App-Version 3.1.0');
    expect(within(items[1]!).getByText('Veraltet')).toBeInTheDocument();
    expect(within(devices).getByText('Aktuelle App-Version: 3.4.0')).toBeInTheDocument();
  });

  it('says when the client uses the app on no device, in Italian too', async () => {
    mockApi(detailHandlers({ [paths.devices]: () => ({ body: { current_app_version: '3.4.0', devices: [] } }) }));
    renderDetail({ locale: 'it' });
    const devices = await region('Dispositivi');
    expect(await within(devices).findByText('Nessun dispositivo')).toBeInTheDocument();
    expect(within(devices).getByText('Il cliente non ha ancora usato l’app su alcun dispositivo.')).toBeInTheDocument();
  });

  it('lists the services that have a name or are private markets, each with its value and a link to its performance', async () => {
    mockApi(detailHandlers());
    renderDetail();
    const services = await region('Dienstleistungen');
    const table = await within(services).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Vermögensverwaltung Ausgewogen' })).toHaveAttribute(
      'href',
      '/users/management/11/performance/101',
    );
    expect(rows[0]).toHaveTextContent("CHF 250'000.00");
    expect(within(rows[1]!).getByRole('link', { name: 'Private Markets' })).toBeInTheDocument();
    expect(within(services).queryByText("CHF 1'111.00")).not.toBeInTheDocument();
  });

  it('names a service, its kind and its own custodian bank in the page language, also in the narrow layout', async () => {
    const own = { bank_code: 'CUSTOM', name: 'Eigene Depotbank', custom_custodian: true };
    const services = [
      // the demo data store a service's kind, in German, as its name: it is shown as the kind's label
      service({
        name: 'Freizügigkeit',
        kind: 'vested_benefits',
        strategy: 'Conservativo',
        custodian: own,
        created_at: '2026-10-26T00:00:00.000Z',
      }),
      service({ id: 102, name: 'Krypto', kind: 'crypto', strategy: null }),
    ];
    mockApi(detailHandlers({ [paths.services]: () => ({ body: { currency: 'CHF', total_value: 500000, services } }) }));
    renderDetail({ locale: 'it' });
    const table = await within(await region('Servizi')).findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Libero passaggio' })).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Cripto' })).toBeInTheDocument();
    // below 1440 px strategy, custodian and start are one line under the name (jsdom keeps both layouts in the page)
    expect(within(first!).getByText('Conservativo · Banca depositaria propria · 26.10.2026')).toBeInTheDocument();
    expect(within(first!).getAllByRole('cell', { hidden: true })[2]).toHaveTextContent('Banca depositaria propria');
    expect(first).not.toHaveTextContent('Eigene Depotbank');
  });

  it("names the client's own custodian bank by the name stored for it, in both layouts", async () => {
    const own = { bank_code: 'CUSTOM', name: 'Eigene Depotbank', custom_custodian: true };
    mockApi(
      detailHandlers({
        [paths.client]: () => ({ body: { client: clientDetail({ custodian_banks: [own], own_custodian_name: 'Bank Linth LLB AG' }) } }),
        [paths.services]: () => ({ body: { currency: 'CHF', total_value: 250000, services: [service({ custodian: own })] } }),
      }),
    );
    renderDetail({ locale: 'fr' });
    const table = await within(await region('Services')).findByRole('table');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('Ausgewogen · Bank Linth LLB AG · 01.04.2025')).toBeInTheDocument();
    expect(within(row!).getAllByRole('cell', { hidden: true })[2]).toHaveTextContent('Bank Linth LLB AG');
  });

  it('offers the services of the transactions by the names the services table shows, in the page language', async () => {
    const services = [
      service({ name: 'Vermögensverwaltung', strategy: null }),
      service({ id: 102, name: 'Krypto', kind: 'crypto', strategy: null }),
      service({ id: 103, name: 'Freizügigkeit', kind: 'vested_benefits', strategy: null }),
      // a name of its own stays as it is
      service({ id: 104, name: 'Säule 3a Familie Brunner', kind: 'third_pillar', strategy: null }),
    ];
    mockApi(detailHandlers({ [paths.services]: () => ({ body: { currency: 'CHF', total_value: 250000, services } }) }));
    const { user } = renderDetail({ locale: 'fr' });
    const table = await within(await region('Services')).findByRole('table');
    const tableNames = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(tableNames).toEqual(['Gestion de fortune', 'Crypto', 'Libre passage', 'Säule 3a Familie Brunner']);
    const transactions = await region('Transactions');
    await user.click(within(transactions).getByRole('combobox', { name: 'Service' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(tableNames);
  });

  it('shows the performance of one year by default, with its charts', async () => {
    mockApi(detailHandlers());
    renderDetail();
    const performance = await region('Performance');
    expect(await within(performance).findByText('+5.67%')).toBeInTheDocument();
    expect(within(performance).getByText('+7.89%')).toBeInTheDocument();
    expect(within(performance).getByRole('figure', { name: 'Wertentwicklung mit Ein- und Auszahlungen' })).toBeInTheDocument();
    expect(within(await region('Monatsrenditen')).getByRole('figure', { name: 'Monatsrenditen als Balkendiagramm' })).toBeInTheDocument();
  });

  it('loads the transactions month by month, newest first', async () => {
    const server = mockApi(detailHandlers());
    const { user } = renderDetail();
    const transactions = await region('Transaktionen');
    expect(await within(transactions).findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(transactions).getByText("CHF 10'000.00")).toBeInTheDocument();
    await user.click(within(transactions).getByRole('button', { name: 'Ältere Transaktionen laden' }));
    expect(await within(transactions).findByRole('heading', { name: 'September 2026' })).toBeInTheDocument();
    expect(within(transactions).getByText('CHF -312.40')).toBeInTheDocument();
    expect(within(transactions).getByText('Alle Transaktionen geladen')).toBeInTheDocument();
    const months = server
      .to(paths.transactions(101))
      .map((request) => [paramsOf(request).get('group_by'), paramsOf(request).get('last_loaded_month')]);
    expect(months).toEqual([
      ['month', null],
      ['month', '2026-11'],
    ]);
  });

  it('switches the reference currency and remembers it for the user', async () => {
    const server = mockApi(
      detailHandlers({ [paths.profile]: () => ({ body: { partner_user: { ...partnerUser, reference_currency: 'EUR' } } }) }),
    );
    const { user } = renderDetail();
    const services = await region('Dienstleistungen');
    await within(services).findByText("CHF 250'000.00");
    await user.click(screen.getByRole('button', { name: 'EUR' }));
    expect(await within(services).findByText("EUR 250'000.00")).toBeInTheDocument();
    await waitFor(() => expect(server.to(paths.profile)).toHaveLength(1));
    expect(await server.to(paths.profile)[0]!.json()).toEqual({ reference_currency: 'EUR' });
    expect(paramsOf(server.to(paths.overall).at(-1)!).get('requested_currency')).toBe('EUR');
    expect(useSession.getState().referenceCurrency).toBe('EUR');
  });

  it('shows the audit log of the client', async () => {
    mockApi(detailHandlers());
    renderDetail();
    const audit = await region('Protokoll');
    expect(await within(audit).findByText('Angesehen: Personalien')).toBeInTheDocument();
    expect(within(audit).getByText(/Anna Meier · 20\.11\.2026 \d\d:15 · 192\.0\.2\.4/)).toBeInTheDocument();
  });

  it('hides every amount in private mode', async () => {
    mockApi(detailHandlers());
    const { container } = renderDetail({ session: { ...session, privateMode: true } });
    const performance = await region('Performance');
    await within(performance).findByText('+5.67%');
    await within(await region('Transaktionen')).findByRole('heading', { name: 'November 2026' });
    await within(await region('Dienstleistungen')).findByRole('table');
    // The Highcharts SVG has no role or name of its own to wait for.
    await waitFor(() => expect(document.querySelector('.highcharts-root')).not.toBeNull());
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/(CHF|EUR|USD) ?-?\d/);
    expect(text).not.toMatch(/250'000|262'500|10'000|312\.40|300'000/);
    expect(screen.getAllByRole('img', { name: 'Betrag verborgen (Privatmodus)' }).length).toBeGreaterThan(4);
    expect(text).toContain(privateMask);
  });

  it('says so when the client is not one of the company', async () => {
    mockApi(detailHandlers({ [paths.client]: () => ({ status: 404, body: { message: 'Kunde nicht gefunden' } }) }));
    renderDetail();
    expect(await screen.findByText('Kunde nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Kundenliste' })).toHaveAttribute('href', '/users/management');
  });

  it('speaks Italian', async () => {
    mockApi(detailHandlers());
    renderDetail({ locale: 'it' });
    // the salutation is stored as a code and shown in the page's language
    expect(await screen.findByRole('heading', { level: 1, name: 'Signora Lea Brunner' })).toBeInTheDocument();
    expect(await region('Dati del cliente')).toBeInTheDocument();
    const performance = await region('Performance');
    expect(await within(performance).findByText('Rendimento ponderato per il capitale (XIRR)')).toBeInTheDocument();
    expect(await within(await region('Transazioni')).findByRole('heading', { name: 'Novembre 2026' })).toBeInTheDocument();
    const profile = await region('Dati del cliente');
    expect(within(profile).getByText('Commissione di segnalazione (unica)').nextElementSibling).toHaveTextContent('1.50%');
  });
});
