import { screen } from '@testing-library/react';
import type { PortfolioAnalysisStatus } from '@portal/shared/contracts';
import { renderWithProviders } from '@portal/shared/test-utils';
import { PENDING_REFETCH_MS, pendingRefetchInterval } from '../api/get-analysis-documents';
import { AnalysisStatusChip } from './status-chip';

const labels: Record<'de' | 'en' | 'fr' | 'it', Record<PortfolioAnalysisStatus, string>> = {
  de: { received: 'Erhalten', in_analysis: 'In Analyse', done: 'Abgeschlossen' },
  en: { received: 'Received', in_analysis: 'In analysis', done: 'Done' },
  fr: { received: 'Reçu', in_analysis: 'En analyse', done: 'Terminé' },
  it: { received: 'Ricevuto', in_analysis: 'In analisi', done: 'Completato' },
};

describe('the status of an upload', () => {
  it.each(Object.entries(labels))('is named in %s', (locale, names) => {
    const { unmount } = renderWithProviders(
      <>
        <AnalysisStatusChip status="received" />
        <AnalysisStatusChip status="in_analysis" />
        <AnalysisStatusChip status="done" />
      </>,
      { locale: locale as keyof typeof labels },
    );
    for (const name of Object.values(names)) expect(screen.getByText(name)).toBeInTheDocument();
    unmount();
  });

  it('is asked for again while an upload is received or in analysis, and no more once all are done', () => {
    expect(pendingRefetchInterval([{ status: 'done' }, { status: 'received' }])).toBe(PENDING_REFETCH_MS);
    expect(pendingRefetchInterval([{ status: 'in_analysis' }])).toBe(PENDING_REFETCH_MS);
    expect(pendingRefetchInterval([{ status: 'done' }, { status: 'done' }])).toBe(false);
    expect(pendingRefetchInterval([])).toBe(false);
    // not loaded, or not the caller's (the detail's null)
    expect(pendingRefetchInterval(undefined)).toBe(false);
    expect(pendingRefetchInterval(null)).toBe(false);
  });
});
