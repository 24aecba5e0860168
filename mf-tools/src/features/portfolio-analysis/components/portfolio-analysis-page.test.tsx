import { screen, within } from '@testing-library/react';
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
});
