import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { renderWithProviders, mockApi, serverError, type Handler } from '@portal/shared/test-utils';
import { documentsResponse } from '../../../test/fixtures';
import { ResourcesPage } from './resources-page';

const listPath = '/api/v1/admin_partner/partners_documents';
const seenPath = '/api/v1/admin_partner/partners_documents/mark_as_seen';
const seen: Handler = () => ({ body: { last_seen_at: '2026-11-25T10:00:00.000Z' } });

describe('the partner documents page', () => {
  it('lists the documents by category, marks the new ones and remembers the look once', async () => {
    const server = mockApi({ [listPath]: () => ({ body: documentsResponse }), [seenPath]: seen });
    renderWithProviders(<ResourcesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeInTheDocument();
    const regulatory = await screen.findByRole('region', { name: 'Regulatorisches' });
    const row = within(regulatory).getByRole('listitem', { name: 'Offenlegung von Entschädigungen Dritter' });
    expect(within(row).getByText('Neu')).toBeInTheDocument();
    expect(within(row).getByText(/Veröffentlicht am 22\.11\.2026/)).toBeInTheDocument();
    const contract = screen.getByRole('listitem', { name: 'Partnervertrag' });
    expect(within(contract).queryByText('Neu')).not.toBeInTheDocument();
    expect(screen.getByText('2 neue Dokumente seit Ihrem letzten Besuch')).toBeInTheDocument();
    // categories in their fixed order with their counts; no empty group
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Verträge',
      'Produktblätter',
      'Regulatorisches',
    ]);
    expect(screen.getByRole('tab', { name: 'Alle (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(server.to(seenPath)).toHaveLength(1);
  });

  it('searches by title after the user paused typing, and says when nothing matches', async () => {
    const server = mockApi({
      [listPath]: (request) => {
        const search = new URL(request.url).searchParams.get('search');
        if (!search) return { body: documentsResponse };
        return { body: { ...documentsResponse, documents: documentsResponse.documents.filter((d) => d.title.includes(search)) } };
      },
      [seenPath]: seen,
    });
    const { user } = renderWithProviders(<ResourcesPage />);
    await screen.findByRole('listitem', { name: 'Partnervertrag' });

    await user.type(screen.getByRole('searchbox', { name: 'Dokumente suchen' }), 'Factsheet');
    await waitForElementToBeRemoved(() => screen.queryByRole('listitem', { name: 'Partnervertrag' }));
    expect(screen.getByRole('listitem', { name: 'Factsheet Wachstum' })).toBeInTheDocument();
    const searches = server.to(listPath).map((r) => new URL(r.url).searchParams.get('search'));
    // one request for the typed word, not one per letter
    expect(searches.filter((s) => s !== null)).toEqual(['Factsheet']);

    await user.clear(screen.getByRole('searchbox', { name: 'Dokumente suchen' }));
    await user.type(screen.getByRole('searchbox', { name: 'Dokumente suchen' }), 'Steuer');
    expect(await screen.findByText('Keine Dokumente gefunden')).toBeInTheDocument();
    expect(screen.getByText('Kein Dokument enthält «Steuer» im Titel.')).toBeInTheDocument();
  });

  it('refuses a search longer than 100 characters in the browser, with a message', async () => {
    const server = mockApi({ [listPath]: () => ({ body: documentsResponse }), [seenPath]: seen });
    const { user } = renderWithProviders(<ResourcesPage />, { locale: 'en' });
    await screen.findByRole('listitem', { name: 'Partnervertrag' });
    const box = screen.getByRole('searchbox', { name: 'Search documents' });
    await user.click(box);
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('At most 100 characters.')).toBeInTheDocument();
    expect(server.to(listPath).every((r) => !new URL(r.url).searchParams.has('search'))).toBe(true);
  });

  it('filters by category', async () => {
    const server = mockApi({
      [listPath]: (request) => {
        const category = new URL(request.url).searchParams.get('category');
        return {
          body: { ...documentsResponse, documents: documentsResponse.documents.filter((d) => !category || d.category === category) },
        };
      },
      [seenPath]: seen,
    });
    const { user } = renderWithProviders(<ResourcesPage />);
    await screen.findByRole('listitem', { name: 'Partnervertrag' });
    await user.click(screen.getByRole('tab', { name: 'Formulare (0)' }));
    expect(await screen.findByText('In dieser Kategorie gibt es noch keine Dokumente.')).toBeDefined();
    expect(new URL(server.to(listPath).at(-1)!.url).searchParams.get('category')).toBe('forms');
  });

  it('downloads a document in the language chosen', async () => {
    const pdf = '%PDF-1.3 test';
    const server = mockApi({
      [listPath]: () => ({ body: documentsResponse }),
      [seenPath]: seen,
      '/api/v1/admin_partner/partners_documents/6/download': () => ({ body: pdf }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:document';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ResourcesPage />, { locale: 'fr' });

    const row = await screen.findByRole('listitem', { name: 'Factsheet Wachstum' });
    await user.click(within(row).getByRole('combobox', { name: 'Langue' }));
    await user.click(await screen.findByRole('option', { name: 'Anglais' }));
    await user.click(
      within(screen.getByRole('listitem', { name: 'Factsheet Growth' })).getByRole('button', { name: 'Télécharger Factsheet Growth' }),
    );

    await screen.findByRole('listitem', { name: 'Factsheet Growth' });
    expect(click).toHaveBeenCalled();
    const [request] = server.to('/api/v1/admin_partner/partners_documents/6/download');
    expect(new URL(request!.url).searchParams.get('language')).toBe('en');
    expect(new URL(request!.url).searchParams.get('disposition')).toBe('attachment');
    expect(created).toHaveLength(1);
    click.mockRestore();
  });

  it('says when the documents could not be loaded, and loads them again on request', async () => {
    let fail = true;
    mockApi({ [listPath]: (request) => (fail ? serverError(request) : { body: documentsResponse }), [seenPath]: seen });
    const { user } = renderWithProviders(<ResourcesPage />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('listitem', { name: 'Partnervertrag' })).toBeInTheDocument();
  });
});
