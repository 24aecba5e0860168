import { screen, within } from '@testing-library/react';
import type { Options, SeriesScatterOptions } from 'highcharts';
import { useState } from 'react';
import type { PerformancePeriod } from '@portal/shared/contracts';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { detailHandlers, paths } from '../../../test/detail-api';
import { PerformanceSection } from './performance-section';

// Drawing Highcharts in jsdom for every range would only test Highcharts; the options it gets are what matters here.
jest.mock('@portal/shared/ui/chart', () => ({
  Chart: ({ label, options }: { label: string; options: Options }) => {
    const [line, deposits, withdrawals] = (options.series ?? []) as SeriesScatterOptions[];
    return (
      <figure aria-label={label}>
        {`${line?.name}: ${line?.data?.length}; ${deposits?.name}: ${deposits?.data?.length}; ${withdrawals?.name}: ${withdrawals?.data?.length}`}
      </figure>
    );
  },
}));

function Section({ serviceId }: { serviceId?: number }) {
  const [range, setRange] = useState<PerformancePeriod>('1y');
  return <PerformanceSection clientId={11} serviceId={serviceId} currency="CHF" range={range} onRangeChange={setRange} />;
}

const session = { partnerUser, visibleModules: ['clients' as const] };

describe('the performance of a client', () => {
  it('shows TWR and XIRR side by side for every range, with one sentence on why they differ when they do', async () => {
    const server = mockApi(detailHandlers());
    const { user } = renderWithProviders(<Section />, { session });
    const performance = await screen.findByRole('region', { name: 'Performance' });
    expect(await within(performance).findByText('+5.67%')).toBeInTheDocument();
    expect(within(performance).getByText('+7.89%')).toBeInTheDocument();
    // a year and more: annualised beside the return of the period
    expect(within(performance).getByText('+2.84% pro Jahr')).toBeInTheDocument();
    expect(within(performance).getByText('+3.95% pro Jahr')).toBeInTheDocument();
    expect(within(performance).getByText(/Die geldgewichtete Rendite ist höher/)).toBeInTheDocument();
    expect(within(performance).getByText("CHF 262'500.55")).toBeInTheDocument();
    expect(within(performance).getByText("CHF 7'500.00")).toBeInTheDocument();
    // the value line with the deposit and the withdrawal marked on it
    expect(within(performance).getByRole('figure', { name: 'Wertentwicklung mit Ein- und Auszahlungen' })).toHaveTextContent(
      'Wert: 3; Einzahlungen: 1; Auszahlungen: 1',
    );

    const expected: Record<string, [string, string, RegExp | null]> = {
      '1 Monat': ['+1.23%', '+1.24%', null],
      '3 Monate': ['+2.34%', '+3.12%', /ist höher/],
      'Seit Jahresbeginn': ['+4.56%', '+4.01%', /ist tiefer/],
      'Gesamter Zeitraum': ['+17.89%', '+14.99%', /ist tiefer/],
      '1 Jahr': ['+5.67%', '+7.89%', /ist höher/],
    };
    for (const [range, [twr, mwr, sentence]] of Object.entries(expected)) {
      await user.click(within(performance).getByRole('button', { name: new RegExp(`\\(${range}\\)`) }));
      expect(await within(performance).findByText(twr)).toBeInTheDocument();
      expect(within(performance).getByText(mwr)).toBeInTheDocument();
      if (sentence) expect(within(performance).getByText(sentence)).toBeInTheDocument();
      else expect(within(performance).queryByText(/Die geldgewichtete Rendite ist/)).not.toBeInTheDocument();
      if (range === '3 Monate') expect(within(performance).getAllByText('über den Zeitraum, nicht annualisiert')).toHaveLength(2);
    }
    const periods = server.to(paths.overall).map((request) => new URL(request.url).searchParams.get('period'));
    expect(periods).toEqual(['1y', '1m', '3m', 'ytd', 'max']);
  });

  it('asks for one service when given one', async () => {
    const server = mockApi(detailHandlers());
    renderWithProviders(<Section serviceId={101} />, { session });
    expect(await screen.findByText('+5.67%')).toBeInTheDocument();
    const params = new URL(server.to(paths.performance)[0]!.url).searchParams;
    expect(params.get('service_id')).toBe('101');
    expect(params.get('requested_currency')).toBe('CHF');
    expect(server.to(paths.overall)).toHaveLength(0);
  });
});
