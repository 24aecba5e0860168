import { screen, waitFor, within } from '@testing-library/react';
import { FakeXhr, renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { analysisDocument, strategies } from '../../../test/fixtures';
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

// with every suite of several engineers on two cores, a render of this page took a minute
jest.setTimeout(400_000);

describe('the portfolio analysis page', () => {
  beforeEach(() => FakeXhr.install());

  it('explains the minimum and the recommendation, and lists the uploads with their status', async () => {
    mockApi({
      [listPath]: () => ({
        body: { documents: [analysisDocument, received, { ...received, id: 9, file_name: 'scan.pdf', status: 'in_analysis' }] },
      }),
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
    expect(within(rows[3]!).getByText('In Analyse')).toBeInTheDocument();
    // the PDF of a done analysis is offered in the list; none while pending
    expect(within(rows[1]!).getByRole('button', { name: 'Analyse von depot.csv als PDF herunterladen' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
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
    expect(screen.getByText('Die Datei ist zu gross. Die Grenze liegt bei 10 MB.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('refuses a file of another kind, then sends the value, the strategy and the file; keeps them when the upload fails, clears them when it succeeds', async () => {
    mockApi({ [listPath]: () => ({ body: { documents: [] } }), [strategiesPath]: () => ({ body: { strategies } }) });
    const { user } = renderWithProviders(<PortfolioAnalysisPage />);
    expect(await screen.findByText('Noch keine Portfolios hochgeladen.')).toBeInTheDocument();

    const value = screen.getByRole('spinbutton', { name: /Wert des Portfolios/ });
    await user.type(value, '250000');
    await user.click(screen.getByRole('combobox', { name: /Vorgeschlagene Strategie/ }));
    await user.click(await screen.findByRole('option', { name: 'Ausgewogen' }));
    // the browser's filter (accept) lets it through by its type; its name says it is none of the three kinds
    const picture = new File(['x'], 'foto.png', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Datei (PDF, CSV oder XLSX, max. 10 MB)'), picture);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText('Nur PDF-, CSV- oder Excel-Dateien (XLSX) können analysiert werden.')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);

    const statement = new File(['isin;value'], 'depot.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Datei (PDF, CSV oder XLSX, max. 10 MB)'), statement);
    expect(screen.queryByText('Nur PDF-, CSV- oder Excel-Dateien (XLSX) können analysiert werden.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const sent = FakeXhr.last.body!;
    expect(sent.get('declared_value')).toBe('250000');
    expect(sent.get('strategy_id')).toBe('2');
    expect((sent.get('attachment') as File).name).toBe('depot.csv');
    await FakeXhr.last.progress(0.4);
    expect(screen.getByText('Wird hochgeladen … 40 %')).toBeInTheDocument();
    await FakeXhr.last.respond(422, { message: 'Die Datei konnte nicht gelesen werden.' });
    expect(await screen.findByText('Die Datei konnte nicht gelesen werden.')).toBeInTheDocument();
    expect(value).toHaveValue(250000);
    expect(screen.getByText('Gewählt: depot.csv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    await FakeXhr.last.respond(201, { ...received, file_name: 'depot.csv', file_kind: 'csv' });
    expect(await screen.findByText('Das Portfolio wurde erfolgreich hochgeladen.')).toBeInTheDocument();
    expect(value).toHaveValue(null);
    expect(screen.queryByText('Gewählt: depot.csv')).not.toBeInTheDocument();
  });
});
