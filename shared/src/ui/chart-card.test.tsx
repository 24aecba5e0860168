import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../test-utils';
import { ChartCard, type ChartRange } from './chart-card';

function RangedChart({ onRange }: { onRange: (r: ChartRange) => void }) {
  const [range, setRange] = useState<ChartRange>('1y');
  return (
    <ChartCard
      title="AUM-Entwicklung"
      range={range}
      onRangeChange={(r) => {
        setRange(r);
        onRange(r);
      }}
    >
      <p>Chart für {range}</p>
    </ChartCard>
  );
}

describe('ChartCard', () => {
  it('offers the ranges 1M, 3M, YTD, 1Y and Max and reports the chosen one', async () => {
    const onRange = jest.fn();
    const { user } = renderWithProviders(<RangedChart onRange={onRange} />);

    const group = screen.getByRole('group', { name: 'Zeitraum' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['1M', '3M', 'YTD', '1Y', 'Max']);
    expect(screen.getByRole('button', { name: '1Y (1 Jahr)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '3M (3 Monate)' }));
    expect(onRange).toHaveBeenCalledWith('3m');
    expect(screen.getByText('Chart für 3m')).toBeInTheDocument();

    // Clicking the selected range again keeps it selected.
    await user.click(screen.getByRole('button', { name: '3M (3 Monate)' }));
    expect(onRange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '3M (3 Monate)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a skeleton while loading', () => {
    renderWithProviders(
      <ChartCard title="AUM" loading>
        <p>Inhalt</p>
      </ChartCard>,
    );
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();
    expect(screen.queryByText('Inhalt')).not.toBeInTheDocument();
  });

  it('shows a translated error with a retry button', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <ChartCard title="AUM" error={new Error('boom')} onRetry={onRetry}>
        <p>Inhalt</p>
      </ChartCard>,
      { locale: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This data could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
