import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { FakeXhr, renderWithProviders, mockApi, type Handler, testPartnerUser as partnerUser } from '@portal/shared/test-utils';
import { VbSearchPage, VbSearchWithoutClient } from './vb-search-page';

const base = '/api/v1/admin_partner';
const session = { accessToken: 'token', partnerUser, visibleModules: ['clients' as const] };
const client = { id: 42, first_name: 'Anna', last_name: 'Muster' };
const pending = {
  id: 7,
  client_id: 42,
  status: 'pending' as const,
  former_employers: ['Kantonsspital Baden'],
  signature: null,
  submitted_at: null,
  answered_at: null,
  answer_note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function renderPage(handlers: Record<string, Handler>) {
  const server = mockApi(handlers);
  const view = renderWithProviders(
    <Routes>
      <Route path="/users/management/vb_search/:id" element={<VbSearchPage />} />
    </Routes>,
    { route: '/users/management/vb_search/42', session },
  );
  return { server, ...view };
}

describe('the vested-benefits search page', () => {
  beforeEach(() => FakeXhr.install());

  it('starts a search with the former employers, one a line', async () => {
    const { server, user } = renderPage({
      [`${base}/clients/42/vb_search`]: () => ({ body: { client, vb_search: null } }),
      [`${base}/vb_search`]: () => ({ status: 201, body: { ...pending, former_employers: ['Kantonsspital Baden', 'ABB Schweiz AG'] } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Freizügigkeitssuche für Anna Muster' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Frühere Arbeitgeber' }), 'Kantonsspital Baden{enter}{enter}ABB Schweiz AG');
    await user.click(screen.getByRole('button', { name: 'Suche starten' }));
    expect(await screen.findByText('In Vorbereitung')).toBeInTheDocument();
    expect(await server.to(`${base}/vb_search`)[0]?.json()).toEqual({
      client_id: 42,
      former_employers: ['Kantonsspital Baden', 'ABB Schweiz AG'],
    });
    expect(screen.getByRole('button', { name: 'Vollmacht herunterladen (PDF)' })).toBeEnabled();
  });

  it('hands the search in with the power of attorney signed on paper, uploaded with its progress', async () => {
    const { user } = renderPage({ [`${base}/clients/42/vb_search`]: () => ({ body: { client, vb_search: pending } }) });
    expect(await screen.findByText('Die Suche wird eingereicht, sobald die Vollmacht unterzeichnet ist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unterschreiben und einreichen' })).toBeDisabled();
    await user.upload(
      screen.getByLabelText('Unterzeichnete Vollmacht hochladen'),
      new File(['%PDF-1.4 signed'], 'vollmacht.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.last.url).toMatch(/\/vb_search\/7\/pao_signed_document$/);
    expect((FakeXhr.last.body?.get('poa_wet_signed') as File).name).toBe('vollmacht.pdf');
    await FakeXhr.last.respond(200, { ...pending, status: 'submitted', signature: 'wet', submitted_at: '2026-11-25T09:00:00.000Z' });
    expect(await screen.findByText('Eingereicht')).toBeInTheDocument();
    expect(screen.getByText('Eingereicht am 25.11.2026, auf Papier unterzeichnet.')).toBeInTheDocument();
    // handed in: no more signing
    expect(screen.queryByRole('button', { name: 'Unterschreiben und einreichen' })).not.toBeInTheDocument();
  });

  it('says so for a client it cannot find', async () => {
    renderPage({ [`${base}/clients/42/vb_search`]: () => ({ status: 404, body: { message: 'Kunde nicht gefunden.' } }) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('without a client, says where a search is opened and leads to the client list', async () => {
    mockApi({});
    renderWithProviders(<VbSearchWithoutClient />, { route: '/users/management/vb_search', session });
    expect(screen.getByRole('heading', { level: 1, name: 'Freizügigkeitssuche' })).toBeInTheDocument();
    expect(screen.getByText('Eine Suche gehört zu einem Kunden: Öffnen Sie sie in der Detailansicht des Kunden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Kundenliste' })).toHaveAttribute('href', '/users/management');
  });
});
