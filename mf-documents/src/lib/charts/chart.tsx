import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { Options, YAxisOptions } from 'highcharts';
import { useSession } from '@portal/shared/session';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';

const loadHighchartsChart = () => import(/* webpackChunkName: "highcharts" */ './highcharts-chart');
const HighchartsChart = lazy(loadHighchartsChart);

/** A chart whose library failed to download shows an error in its place; the page around it stays. */
class ChartErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Private mode hides every amount, also from the texts Highcharts writes for screen readers. */
function withoutAmounts(options: Options, hidden: string): Options {
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

export function Chart({ options, height, label }: { options: Options; height: number; label: string }) {
  const { t } = useTranslation('documents');
  const privateMode = useSession((state) => state.privateMode);
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import; a retry needs a fresh lazy component, made by the retry (not during render)
  const [Lazy, setLazy] = useState(() => HighchartsChart);
  const retry = () => {
    setLazy(() => lazy(loadHighchartsChart));
    setAttempt((value) => value + 1);
  };
  const shown = privateMode ? withoutAmounts(options, t('privateMode.hiddenAmount', { ns: 'common' })) : options;
  const sized: Options = {
    ...shown,
    chart: { ...shown.chart, height },
    accessibility: { landmarkVerbosity: 'disabled', description: label, ...shown.accessibility },
  };
  return (
    <Box role="figure" aria-label={label} sx={{ minHeight: height, width: '100%', overflow: 'hidden' }}>
      <ChartErrorBoundary key={attempt} fallback={<WidgetError message={t('chartError')} onRetry={retry} />}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
          <Lazy options={sized} locale={locale} />
        </Suspense>
      </ChartErrorBoundary>
    </Box>
  );
}
