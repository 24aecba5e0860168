import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../i18n/react';
import type { Options, YAxisOptions } from 'highcharts';
import { addResources, type Locale } from '../../i18n';
import { useSession } from '../../session';
import { useLocale } from '../use-locale';
import { WidgetError } from '../widget-error';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';

// The charts' texts (the error in place of a chart, Highcharts' texts for screen readers) are a namespace of their own,
// registered when the first page with a chart loads: the portal's first load does not carry them.
addResources('charts', { de, en, fr, it });

// Highcharts is reached only through this dynamic import. The shell provides this module to every remote (federation
// sharing of @portal/shared), so the charting library is one chunk of the shell's, downloaded once for the portal.
const loadHighchartsChart = () => import(/* webpackChunkName: "highcharts" */ './highcharts-chart');
const HighchartsChart = lazy(loadHighchartsChart);

/**
 * Starts downloading the charting library while the figures are still being fetched, so that the charts do not wait
 * for it after their data arrived. The page itself never waits for it.
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

/** A chart's language settings: the interface language, from which highcharts-options.ts makes Highcharts' texts. */
export interface ChartLanguage {
  locale: Locale;
}

/**
 * The one place where a chart takes its locale options: everything Highcharts needs of the interface language
 * passes from here to the charting module (highcharts-chart.tsx), which applies it.
 */
function useChartLanguage(): ChartLanguage {
  return { locale: useLocale() };
}

/** A Highcharts chart in a figure named `label`, `height` pixels high, the library loaded on first use. */
export function Chart({ options, height, label, amounts = false }: ChartProps) {
  const { t } = useTranslation('charts');
  const privateMode = useSession((state) => state.privateMode);
  const hiddenAmount = t('privateMode.hiddenAmount', { ns: 'common' });
  const language = useChartLanguage();
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a failed import; a retry needs a fresh lazy component, made by the retry (not during render).
  const [Lazy, setLazy] = useState(() => HighchartsChart);
  const retry = () => {
    setLazy(() => lazy(loadHighchartsChart));
    setAttempt((value) => value + 1);
  };
  const shown = amounts && privateMode ? withoutAmounts(options, hiddenAmount) : options;
  const sized: Options = {
    ...shown,
    chart: { ...shown.chart, height },
    // The figure around the chart carries its name; Highcharts' own landmark would only say "Chart title".
    accessibility: { landmarkVerbosity: 'disabled', description: label, ...shown.accessibility },
  };

  return (
    <Box role="figure" aria-label={label} sx={{ minHeight: height, width: '100%', overflow: 'hidden' }}>
      <ChartErrorBoundary key={attempt} fallback={<WidgetError message={t('chartError')} onRetry={retry} />}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
          <Lazy options={sized} {...language} />
        </Suspense>
      </ChartErrorBoundary>
    </Box>
  );
}
