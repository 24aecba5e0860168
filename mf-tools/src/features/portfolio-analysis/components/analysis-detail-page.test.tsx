import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { analysisDocument } from '../../../test/fixtures';
import { AnalysisDetailPage } from './analysis-detail-page';

const detail = (id: number) => `/api/v1/admin_partner/portfolio_analyse_documents/${id}`;
const render = (id: number, locale: 'de' | 'it' = 'de') =>
  renderWithProviders(
    <Routes>
      <Route path="/:id" element={<AnalysisDetailPage />} />
    </Routes>,
    { route: `/${id}`, locale },
  );

describe('the analysis of one upload', () => {
  it('shows allocation, concentration, fee drag and the largest positions of a positions file', async () => {
    mockApi({ [detail(7)]: () => ({ body: analysisDocument }) });
    render(7);
    expect(await screen.findByRole('heading', { level: 1, name: 'depot.csv' })).toBeInTheDocument();
    expect(screen.getByText('Abgeschlossen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyse als PDF herunterladen' })).toBeInTheDocument();
    const classes = screen.getByRole('list', { name: 'Aufteilung nach Anlageklasse' });
    expect(
      within(classes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Aktien67.4% · CHF 165'000", "Obligationen32.7% · CHF 80'000"]);
    expect(within(screen.getByRole('list', { name: 'Aufteilung nach Währung' })).getByText(/USD/)).toBeInTheDocument();
    expect(screen.getByText('1 Zeilen konnten nicht gelesen werden.')).toBeInTheDocument();
    expect(screen.getByText('Laufende Kosten Ausgewogen')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Grösste Positionen' })).getByText('Nestlé Namenaktie')).toBeInTheDocument();
  });

  it('says that a statement is still being read, and that the analysts have one the reader could not read', async () => {
    const pending = { ...analysisDocument, file_kind: 'pdf' as const, has_report: false, analysis: null, completed_at: null };
    mockApi({
      [detail(8)]: () => ({ body: { ...pending, id: 8, status: 'received' } }),
      [detail(9)]: () => ({ body: { ...pending, id: 9, status: 'in_analysis' } }),
    });
    const first = render(8, 'it');
    expect(await screen.findByText('Ricevuto')).toBeInTheDocument();
    expect(screen.getByText('L’analisi non è ancora conclusa. Riceverà una notifica quando sarà pronta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scarica l’analisi in PDF' })).not.toBeInTheDocument();
    first.unmount();

    render(9);
    expect(await screen.findByText('In Analyse')).toBeInTheDocument();
    expect(screen.getByText(/Diese Datei liess sich nicht automatisch lesen .* Unser Analyseteam wertet sie aus/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyse als PDF herunterladen' })).not.toBeInTheDocument();
  });

  it("offers the analysts' PDF of a statement they delivered", async () => {
    mockApi({ [detail(10)]: () => ({ body: { ...analysisDocument, id: 10, file_kind: 'pdf', analysis: null } }) });
    render(10, 'it');
    expect(
      await screen.findByText('Il nostro team di analisi ha valutato questo estratto: l’analisi è disponibile in PDF.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica l’analisi in PDF' })).toBeInTheDocument();
  });

  it("says when the document is not the caller's", async () => {
    mockApi({ [detail(99)]: () => ({ status: 404, body: { message: 'Dieses Dokument wurde nicht gefunden.' } }) });
    render(99);
    expect(await screen.findByText('Dieses Dokument wurde nicht gefunden.')).toBeInTheDocument();
  });
});
