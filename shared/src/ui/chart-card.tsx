import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { LoadingSkeleton } from './loading-skeleton';
import { WidgetError } from './widget-error';

/** The chart ranges (docs/screens-and-layout.md): 1 month, 3 months, YTD, 1 year, max. */
export const chartRanges = ['1m', '3m', 'ytd', '1y', 'max'] as const;
export type ChartRange = (typeof chartRanges)[number];

export type ChartCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** With `onRangeChange`, shows the range toggle. */
  range?: ChartRange;
  onRangeChange?: (range: ChartRange) => void;
  ranges?: readonly ChartRange[];
  loading?: boolean;
  /** Any truthy value shows the widget error instead of the content. */
  error?: unknown;
  errorMessage?: string;
  onRetry?: () => void;
  /** Extra controls beside the title. */
  action?: ReactNode;
  height?: number;
  children?: ReactNode;
};

export function ChartCard({
  title,
  subtitle,
  range,
  onRangeChange,
  ranges = chartRanges,
  loading = false,
  error,
  errorMessage,
  onRetry,
  action,
  height = 280,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('common');
  const showRanges = range !== undefined && onRangeChange !== undefined;
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {action}
            {showRanges && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={range}
                aria-label={t('ranges.label')}
                onChange={(_event, next: ChartRange | null) => {
                  // Clicking the selected range again would deselect it; a chart always has one range.
                  if (next !== null && next !== range) onRangeChange(next);
                }}
              >
                {ranges.map((r) => (
                  <ToggleButton
                    key={r}
                    value={r}
                    // What the button shows ("3M") first, as speech input users say it, then what it stands for.
                    aria-label={`${t(`ranges.${r}`)} (${t(`rangesLong.${r}`)})`}
                    sx={{ px: 1.25, py: 0.25 }}
                  >
                    {t(`ranges.${r}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          </Box>
        </Box>
        <Box sx={{ flex: 1, minHeight: loading || error ? undefined : 0 }}>
          {loading ? (
            <LoadingSkeleton variant="chart" height={height} />
          ) : error ? (
            <WidgetError message={errorMessage} onRetry={onRetry} />
          ) : (
            children
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
