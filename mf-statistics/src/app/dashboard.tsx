import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { useSession } from '@portal/shared/session';
import { AumGrowthWidget } from '../features/aum-growth/components/aum-growth-widget';
import { AumTargetsWidget } from '../features/aum-targets/components/aum-targets-widget';
import { NextInvestmentDateWidget } from '../features/investment-date/components/next-investment-date-widget';
import { KpisWidget } from '../features/kpis/components/kpis-widget';
import { useTotalClients } from '../features/totals/api/get-total-clients';
import { TOTALS_TIMING, TotalsWidget } from '../features/totals/components/totals-widget';
import { useStatisticsParams } from '../lib/use-statistics-params';
import { preloadCharts } from '@portal/shared/ui/chart';
import { usePainted } from '../lib/use-painted';
import { span } from './dashboard-grid';
import { DashboardToolbar } from './dashboard-toolbar';

// The widgets below the first screen (funnel, next steps, products, revenue, blog): their code and their requests come
// once the figures at the top have painted, so that they do not compete with them.
const LowerWidgets = lazy(() => import(/* webpackChunkName: "dashboard-lower" */ './dashboard-lower'));
// Only a partner without clients sees it, once the totals have told so.
const NewPartnerNotice = lazy(() => import('./new-partner-notice').then((module) => ({ default: module.NewPartnerNotice })));

/** Where the lower widgets will be: room kept for them, and told to assistive technology as loading. */
function LowerWidgetsPending() {
  return <Box aria-busy="true" sx={{ ...span(12), minHeight: 480 }} />;
}

/** True once the browser has been idle (or a second has passed) after `ready` first held; stays true. */
function useWhenIdle(ready: boolean) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}

export function Dashboard() {
  const { t } = useTranslation('statistics');
  const firstName = useSession((state) => state.partnerUser?.first_name);
  const showExpectedRevenue = useSession((state) => state.visibleModules.includes('expected_revenue'));
  // The figures first, then the charts: the charting library (the largest download of the page) and the widgets
  // below the first screen start once the totals are on screen (or have failed), so that they do not compete with the
  // code and data of the numbers the adviser came for, which may well be there at the first render (prefetchDashboard).
  const totals = useTotalClients(useStatisticsParams());
  const totalsPainted = usePainted(totals.isSuccess ? TOTALS_TIMING : null, !totals.isPending);
  const lowerWidgetsDue = useWhenIdle(totalsPainted);
  useEffect(() => {
    if (totalsPainted) preloadCharts();
  }, [totalsPainted]);

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'flex-end' }, gap: 2, mb: 3 }}
      >
        <Box>
          <Typography
            component="h1"
            variant="h2"
            sx={{ fontWeight: 700, letterSpacing: '-0.01em', fontSize: { xs: '1.375rem', sm: '1.625rem' } }}
          >
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {firstName ? t('greeting', { name: firstName }) : t('subtitle')}
          </Typography>
        </Box>
        <DashboardToolbar />
      </Stack>

      {totals.data?.total_clients === 0 && (
        <Suspense fallback={null}>
          <NewPartnerNotice />
        </Suspense>
      )}

      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' }, gap: { xs: 2, md: 2.5 } }}
      >
        <Box sx={span(8)}>
          <TotalsWidget />
        </Box>
        <Box sx={span(4)}>
          <NextInvestmentDateWidget />
        </Box>
        <Box sx={span(12, 8)}>
          <AumGrowthWidget />
        </Box>
        <Box sx={span(12, 4)}>
          <AumTargetsWidget />
        </Box>
        <Box sx={span(12)}>
          <KpisWidget />
        </Box>
        {lowerWidgetsDue ? (
          <Suspense fallback={<LowerWidgetsPending />}>
            <LowerWidgets showExpectedRevenue={showExpectedRevenue} />
          </Suspense>
        ) : (
          <LowerWidgetsPending />
        )}
      </Box>
    </Box>
  );
}
