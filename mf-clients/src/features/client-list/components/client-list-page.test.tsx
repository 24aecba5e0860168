import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, mockApi, serverError, type Handler } from '@portal/shared/test-utils';
import { privateMask } from '@portal/shared/format';
import { listBody, listItem, pagingHeaders, partnerUser } from '../../../test/fixtures';
import { ClientListPage } from './client-list-page';

const clientsPath = '/api/v1/admin_partner/clients';
const custodiansPath = '/api/v1/admin_partner/custodians';
const custodians: Handler = () => ({
  body: { custodians: [{ bank_code: 'UBS', name: 'UBS Switzerland AG', custom_custodian: false }] },
});
const session = { partnerUser, visibleModules: ['clients' as const] };

const paramsOf = (request: Request) => new URL(request.url).searchParams;

describe('the client list', () => {
  it('shows each client with status, onboarding progress, services, invested amount, adviser and date, paged by the headers', async () => {
    const server = mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: (request) => {
        const page = Number(paramsOf(request).get('page'));
        const clients =
          page === 1
            ? [
                listItem(),
                listItem({
                  id: 12,
                  first_name: 'Marco',
                  last_name: 'Rossi',
                  status: 'pending',
                  funnel_stage: 'invited',
                  onboarding_progress: 'invitation_sent',
                  service_kinds: [],
                  invested_amount: 0,
                  adviser: null,
                }),
              ]
            : [listItem({ id: 21, first_name: 'Zoe', last_name: 'Keller' })];
        return { body: listBody(clients), headers: pagingHeaders(page, 10, 12) };
      },
    });
    const { user } = renderWithProviders(<ClientListPage />, { session });

    expect(screen.getByRole('heading', { level: 1, name: 'Kunden' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kundenliste' });
    const lea = within(table).getByRole('row', { name: /Lea Brunner/ });
    expect(within(lea).getByRole('link', { name: 'Lea Brunner' })).toHaveAttribute('href', '/users/management/11');
    // 'investing' is shown as Invested
    expect(within(lea).getByText('Investiert')).toBeInTheDocument();
    expect(within(lea).getByText('Onboarding abgeschlossen')).toBeInTheDocument();
    expect(within(lea).getByText('Vermögensverwaltung, Säule 3a')).toBeInTheDocument();
    expect(within(lea).getByText("CHF 1'234'567.50")).toBeInTheDocument();
    expect(within(lea).getByText('Anna Meier')).toBeInTheDocument();
    expect(within(lea).getByText('07.03.2025')).toBeInTheDocument();
    const marco = within(table).getByRole('row', { name: /Marco Rossi/ });
    expect(within(marco).getByText('Ausstehend')).toBeInTheDocument();
    expect(within(marco).getByText('Einladung versendet')).toBeInTheDocument();

    const first = paramsOf(server.to(clientsPath)[0]!);
    expect(first.get('page')).toBe('1');
    expect(first.get('per_page')).toBe('10');
    expect(first.get('currency')).toBe('CHF');
    expect(first.has('scope')).toBe(false);
    expect(screen.getByText('1–10 von 12')).toBeInTheDocument();
    // on a phone the page size, the range and the arrows wrap instead of running out of the card
    expect(getComputedStyle(screen.getByText('1–10 von 12').closest('.MuiTablePagination-toolbar')!).flexWrap).toBe('wrap');

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByRole('link', { name: 'Zoe Keller' })).toBeInTheDocument();
    expect(paramsOf(server.to(clientsPath).at(-1)!).get('page')).toBe('2');
    expect(screen.getByText('11–12 von 12')).toBeInTheDocument();
  });

  it('takes page, filters, search and sort from the URL and sends the filters bracket-style', async () => {
    const server = mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: () => ({ body: listBody([listItem()]), headers: pagingHeaders(2, 25, 30) }),
    });
    renderWithProviders(<ClientListPage />, {
      session,
      route:
        '/?page=2&per_page=25&status=invested&status=on_hold&funnel_stage=ready&service_kind=crypto&custodian=UBS&search=Brunner&sort=name&direction=desc&status=nonsense',
    });

    await screen.findByRole('link', { name: 'Lea Brunner' });
    const params = paramsOf(server.to(clientsPath)[0]!);
    expect(params.get('page')).toBe('2');
    expect(params.get('per_page')).toBe('25');
    expect(params.getAll('status[]')).toEqual(['invested', 'on_hold']);
    expect(params.getAll('funnel_stage[]')).toEqual(['ready']);
    expect(params.getAll('service_kind[]')).toEqual(['crypto']);
    expect(params.getAll('custodian[]')).toEqual(['UBS']);
    expect(params.get('search')).toBe('Brunner');
    expect(params.get('sort')).toBe('name');
    expect(params.get('direction')).toBe('desc');
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('Brunner');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Investiert, Pausiert');
    expect(screen.getByRole('combobox', { name: 'Funnel-Phase' })).toHaveTextContent('Bereit');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by adviser with the partner_company_users module, the choice kept in the URL', async () => {
    const advisersPath = '/api/v1/admin_partner/partner_company_users';
    const server = mockApi({
      [custodiansPath]: custodians,
      [advisersPath]: () => ({
        body: {
          partner_company_users: [
            { id: 4, name: 'Anna Meier' },
            { id: 7, name: 'Marco Rossi' },
          ],
        },
      }),
      [clientsPath]: () => ({ body: listBody([listItem()]), headers: pagingHeaders(1, 10, 1) }),
    });
    const { user } = renderWithProviders(<ClientListPage />, {
      session: { partnerUser, visibleModules: ['clients', 'partner_company_users'] },
      route: '/?adviser=7&page=2',
    });

    await screen.findByRole('link', { name: 'Lea Brunner' });
    expect(paramsOf(server.to(clientsPath)[0]!).getAll('adviser[]')).toEqual(['7']);
    const filter = screen.getByRole('combobox', { name: 'Berater' });
    await waitFor(() => expect(filter).toHaveTextContent('Marco Rossi'));

    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Anna Meier' }));
    await waitFor(() => expect(paramsOf(server.to(clientsPath).at(-1)!).getAll('adviser[]')).toEqual(['7', '4']));
    // a new filter starts again at page 1
    expect(paramsOf(server.to(clientsPath).at(-1)!).get('page')).toBe('1');
    expect(filter).toHaveTextContent('Marco Rossi, Anna Meier');
  });

  it('offers no adviser filter without the partner_company_users module, and leaves one of a shared link out', async () => {
    const server = mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: () => ({ body: listBody([listItem()]), headers: pagingHeaders(1, 10, 1) }),
    });
    renderWithProviders(<ClientListPage />, { session, route: '/?adviser=7' });

    await screen.findByRole('link', { name: 'Lea Brunner' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Berater' })).not.toBeInTheDocument();
    expect(paramsOf(server.to(clientsPath)[0]!).has('adviser[]')).toBe(false);
    expect(server.to('/api/v1/admin_partner/partner_company_users')).toHaveLength(0);
  });

  it('cancels the request in flight when the search changes', async () => {
    const server = mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: (request) => {
        const search = paramsOf(request).get('search');
        // Only the last search answers; the earlier ones hang until they are cancelled.
        if (search !== 'Le') return new Promise<never>(() => undefined);
        return { body: listBody([listItem()]), headers: pagingHeaders(1, 10, 1) };
      },
    });
    const { user } = renderWithProviders(<ClientListPage />, { session, route: '/?search=x' });

    const search = screen.getByRole('searchbox', { name: 'Suchen' });
    await user.clear(search);
    await user.type(search, 'Le');
    expect(await screen.findByRole('link', { name: 'Lea Brunner' })).toBeInTheDocument();

    const requests = server.to(clientsPath);
    const searches = requests.map((request) => paramsOf(request).get('search'));
    expect(searches).toEqual(['x', null, 'L', 'Le']);
    await waitFor(() => expect(requests.slice(0, -1).every((request) => request.signal.aborted)).toBe(true));
    expect(requests.at(-1)!.signal.aborted).toBe(false);
  });

  it('switches between all clients and own clients, asking the API to remember the choice', async () => {
    const server = mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: (request) => {
        const scope = paramsOf(request).get('scope') ?? 'company';
        const clients = scope === 'personal' ? [listItem({ id: 30, first_name: 'Eigene', last_name: 'Kundin' })] : [listItem()];
        return { body: listBody(clients, { scope: scope === 'personal' ? 'personal' : 'company' }), headers: pagingHeaders(1, 10, 1) };
      },
    });
    const { user } = renderWithProviders(<ClientListPage />, { session });

    await screen.findByRole('link', { name: 'Lea Brunner' });
    expect(screen.getByRole('button', { name: 'Alle Kunden' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Eigene Kunden' }));
    expect(await screen.findByRole('link', { name: 'Eigene Kundin' })).toBeInTheDocument();
    expect(paramsOf(server.to(clientsPath).at(-1)!).get('scope')).toBe('personal');
    expect(screen.getByRole('button', { name: 'Eigene Kunden' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the scope the API remembered', async () => {
    mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: () => ({ body: listBody([listItem()], { scope: 'personal' }), headers: pagingHeaders(1, 10, 1) }),
    });
    renderWithProviders(<ClientListPage />, { session });
    await screen.findByRole('link', { name: 'Lea Brunner' });
    expect(screen.getByRole('button', { name: 'Eigene Kunden' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides every amount in private mode', async () => {
    mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: () => ({ body: listBody([listItem()]), headers: pagingHeaders(1, 10, 1) }),
    });
    const { container } = renderWithProviders(<ClientListPage />, { session: { ...session, privateMode: true } });
    await screen.findByRole('link', { name: 'Lea Brunner' });
    expect(container.textContent).not.toMatch(/1'234'567|1234567/);
    expect(screen.getByRole('img', { name: 'Betrag verborgen (Privatmodus)' })).toHaveTextContent(privateMask);
  });

  it('invites to onboard the first client when there is none, and offers to reset filters when none matches', async () => {
    mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: () => ({ body: listBody([]), headers: pagingHeaders(1, 10, 0) }),
    });
    const first = renderWithProviders(<ClientListPage />, { session });
    expect(await screen.findByText('Noch keine Kunden')).toBeInTheDocument();
    const onboard = screen.getAllByRole('link', { name: 'Kunden erfassen' });
    expect(onboard.at(-1)).toHaveAttribute('href', '/users/management/onboard');
    first.unmount();

    const { user } = renderWithProviders(<ClientListPage />, { session, route: '/?status=blocked' });
    expect(await screen.findByText('Keine Kunden gefunden')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Filter zurücksetzen' })[0]!);
    expect(await screen.findByText('Noch keine Kunden')).toBeInTheDocument();
  });

  it('says when the list could not be loaded and loads it again on request', async () => {
    let fail = true;
    mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: (request) => (fail ? serverError(request) : { body: listBody([listItem()]), headers: pagingHeaders(1, 10, 1) }),
    });
    const { user } = renderWithProviders(<ClientListPage />, { session });
    expect(await screen.findByText('Die Kundenliste konnte nicht geladen werden.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Lea Brunner' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    mockApi({
      [custodiansPath]: custodians,
      [clientsPath]: () => ({ body: listBody([listItem()]), headers: pagingHeaders(1, 10, 1) }),
    });
    renderWithProviders(<ClientListPage />, { session, locale: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Clienti' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Lea Brunner/ });
    expect(within(row).getByText('Investito')).toBeInTheDocument();
    expect(within(row).getByText("CHF 1'234'567.50")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I miei clienti' })).toBeInTheDocument();
  });
});
