import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { analysisDocument, strategies } from '../../../test/fixtures';
import { FakeXhr } from '../../../test/fake-xhr';
import { mockApi } from '../../../test/mock-api';
import { PortfolioAnalysisPage } from './portfolio-analysis-page';

const listPath = '/api/v1/admin_partner/portfolio_analyse_documents';
const strategiesPath = '/api/v1/admin_partner/projections/strategies';
const received = {
  ...analysisDocument,
  id: 8,
  file_name: 'auszug.pdf',
  file_kind: 'pdf' as const,
  status: 'received' as const,
  has_report: false,
  analysis: null,
  completed_at: null,
};

describe('the portfolio analysis page', () => {
  beforeEach(() => FakeXhr.install());

  it('explains the minimum and the recommendation, and lists the uploads with their status', async () => {
    mockApi({
      [listPath]: () => ({ body: { documents: [analysisDocument, received] } }),
      [strategiesPath]: () => ({ body: { strategies } }),
    });
    renderWithProviders(<PortfolioAnalysisPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Portfolioanalyse' })).toBeInTheDocument();
    expect(
      screen.getByText("Die Portfolioanalyse steht für Portfolios ab CHF 100'000 zur Verfügung. Eine Anlage empfehlen wir ab CHF 30'000."),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Hochgeladene Portfolios' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'depot.csv' })).toHaveAttribute('href', '/7');
    expect(within(rows[1]!).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(rows[1]!).getByText("CHF 250'000")).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Erhalten')).toBeInTheDocument();
  });

  it('uploads with a progress bar, says so in a toast and shows the new upload in the list', async () => {
    let documents: (typeof analysisDocument | typeof received)[] = [received];
    const server = mockApi({ [listPath]: () => ({ body: { documents } }), [strategiesPath]: () => ({ body: { strategies } }) });
    const { user } = renderWithProviders(<PortfolioAnalysisPage />);
    expect(await screen.findByText('auszug.pdf')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: /Wert des Portfolios/ }), '250000');
    await user.click(screen.getByRole('combobox', { name: /Vorgeschlagene Strategie/ }));
    await user.click(await screen.findByRole('option', { name: 'Ausgewogen' }));
    const file = new File(['Bezeichnung;ISIN;Betrag;Währung\nA;CH0038863350;1;CHF'], 'depot.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Datei (PDF, CSV oder XLSX, max. 10 MB)'), file);
    expect(screen.getByText('Gewählt: depot.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));

    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const upload = FakeXhr.last;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('http://localhost/api/v1/admin_partner/portfolio_analyse_documents');
    expect(upload.body!.get('declared_value')).toBe('250000');
    expect(upload.body!.get('strategy_id')).toBe('2');
    expect((upload.body!.get('attachment') as File).name).toBe('depot.csv');
    await upload.progress(0.5);
    expect(screen.getByRole('progressbar', { name: 'Wird hochgeladen … 50 %' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Hochladen' })).toBeDisabled();

    documents = [analysisDocument, received];
    await upload.respond(201, analysisDocument);
    expect(await screen.findByText('Das Portfolio wurde erfolgreich hochgeladen.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'depot.csv' })).toBeInTheDocument();
    expect(server.to(listPath).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a value below the minimum, a missing file and a file over 10 MB before sending anything', async () => {
    mockApi({ [listPath]: () => ({ body: { documents: [] } }), [strategiesPath]: () => ({ body: { strategies } }) });
    const { user } = renderWithProviders(<PortfolioAnalysisPage />);
    expect(await screen.findByText('Noch keine Portfolios hochgeladen.')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: /Wert des Portfolios/ }), '50000');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(screen.getByText("Die Portfolioanalyse ist für Portfolios ab CHF 100'000 verfügbar.")).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie eine Datei aus.')).toBeInTheDocument();

    const big = new File(['x'], 'gross.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Datei (PDF, CSV oder XLSX, max. 10 MB)'), big);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(screen.getByText('File is too large. Max limit is 10mb.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it("keeps what was entered when the server refuses the file, and shows the server's message", async () => {
    mockApi({ [listPath]: () => ({ body: { documents: [] } }), [strategiesPath]: () => ({ body: { strategies } }) });
    const { user } = renderWithProviders(<PortfolioAnalysisPage />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Analyse de portefeuille' })).toBeInTheDocument();
    await user.type(await screen.findByRole('spinbutton', { name: /Valeur du portefeuille/ }), '150000');
    await user.upload(screen.getByLabelText('Fichier (PDF, CSV ou XLSX, max. 10 Mo)'), new File(['x'], 'image.pdf'));
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await FakeXhr.last.respond(415, { message: 'Seuls les fichiers PDF, CSV ou Excel (XLSX) peuvent être analysés.' });
    expect(await screen.findByText('Seuls les fichiers PDF, CSV ou Excel (XLSX) peuvent être analysés.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Valeur du portefeuille/ })).toHaveValue(150000);
    expect(screen.getByText('Choisi : image.pdf')).toBeInTheDocument();
  });
});
