import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { Options, YAxisOptions } from 'highcharts';
import { useSession } from '@portal/shared/session';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';

const loadHighchartsChart = () => import(/* webpackChunkName: "highcharts" */ './highcharts-chart');
const HighchartsChart = lazy(loadHighchartsChart);

/**
 * Starts downloading the charting library while the figures are still being fetched, so that the charts do
 * not wait for it after their data arrived. The page itself never waits for it.
 */
export function preloadCharts(): void {
  void loadHighchartsChart().catch(() => undefined);
}

/** A chart whose library failed to download shows an error in its place; the figures around it stay. */
class ChartErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ChartProps {
  options: Options;
  height: number;
  /** What the chart shows, for assistive technology. */
  label: string;
  /** The values are amounts of money: in private mode not even the accessibility texts read them out. */
  amounts?: boolean;
}

/**
 * Private mode hides every amount, also from the texts Highcharts writes for screen readers: each point is read as
 * its day and "amount hidden", and the axes do not tell the range of the values.
 */
export function withoutAmounts(options: Options, hidden: string): Options {
  const hideRange = (axis: YAxisOptions): YAxisOptions => ({ ...axis, accessibility: { ...axis.accessibility, rangeDescription: hidden } });
  return {
    ...options,
    yAxis: Array.isArray(options.yAxis) ? options.yAxis.map(hideRange) : hideRange(options.yAxis ?? {}),
    accessibility: {
      ...options.accessibility,
      point: {
        ...options.accessibility?.point,
        valueDescriptionFormat: `{xDescription}{separator}${hidden}.`,
        descriptionFormatter: undefined,
      },
    },
  };
}

export function Chart({ options, height, label, amounts = false }: ChartProps) {
  const { t } = useTranslation('statistics');
  const privateMode = useSession((state) => state.privateMode);
  const hiddenAmount = t('privateMode.hiddenAmount', { ns: 'common' });
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import; a retry needs a fresh lazy component.
  const Lazy = useMemo(() => (attempt === 0 ? HighchartsChart : lazy(loadHighchartsChart)), [attempt]);
  const shown = amounts && privateMode ? withoutAmounts(options, hiddenAmount) : options;
  const sized: Options = {
    ...shown,
    chart: { ...shown.chart, height },
    // The figure around the chart carries its name; Highcharts' own landmark would only say "Chart title".
    accessibility: { landmarkVerbosity: 'disabled', description: label, ...shown.accessibility },
  };

  return (
    <Box role="figure" aria-label={label} sx={{ minHeight: height, width: '100%', overflow: 'hidden' }}>
      <ChartErrorBoundary
        key={attempt}
        fallback={<WidgetError message={t('chart_error')} onRetry={() => setAttempt((value) => value + 1)} />}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per retry attempt, memoised above */}
          <Lazy options={sized} locale={locale} />
        </Suspense>
      </ChartErrorBoundary>
    </Box>
  );
}
