import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { AumGrowthWidget } from '../features/aum-growth/components/aum-growth-widget';
import { AumTargetsWidget } from '../features/aum-targets/components/aum-targets-widget';
import { BlogWidget } from '../features/blog/components/blog-widget';
import { ExpectedRevenueWidget } from '../features/expected-revenue/components/expected-revenue-widget';
import { FunnelWidget } from '../features/funnel/components/funnel-widget';
import { NextInvestmentDateWidget } from '../features/investment-date/components/next-investment-date-widget';
import { KpisWidget } from '../features/kpis/components/kpis-widget';
import { NextStepsWidget } from '../features/next-steps/components/next-steps-widget';
import { ProductAmountsWidget } from '../features/product-amounts/components/product-amounts-widget';
import { useTotalClients } from '../features/totals/api/get-total-clients';
import { TotalsWidget } from '../features/totals/components/totals-widget';
import { useStatisticsParams } from '../lib/use-statistics-params';
import { preloadCharts } from '../lib/charts/chart';
import { DashboardToolbar } from './dashboard-toolbar';
import { NewPartnerNotice } from './new-partner-notice';

/** Grid placement per widget: one column on phones, twelve from the `md` breakpoint on. */
const span = (md: number, lg = md) => ({ gridColumn: { xs: '1 / -1', md: `span ${md}`, lg: `span ${lg}` }, minWidth: 0, display: 'grid' });

export function Dashboard() {
  const { t } = useTranslation('statistics');
  const firstName = useSession((state) => state.partnerUser?.first_name);
  const showExpectedRevenue = useSession((state) => state.visibleModules.includes('expected_revenue'));
  // The figures first, then the charts: the charting library (the largest download of the page) starts once the
  // totals have painted, so that it does not compete with the code and data of the numbers the adviser came for.
  const totalsShown = useTotalClients(useStatisticsParams()).isSuccess;
  useEffect(() => {
    if (!totalsShown) return undefined;
    const frame = requestAnimationFrame(() => setTimeout(preloadCharts, 0));
    return () => cancelAnimationFrame(frame);
  }, [totalsShown]);

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

      <NewPartnerNotice />

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
        <Box sx={span(12, 7)}>
          <FunnelWidget />
        </Box>
        <Box sx={span(12, 5)}>
          <NextStepsWidget />
        </Box>
        <Box sx={showExpectedRevenue ? span(6, 5) : span(12)}>
          <ProductAmountsWidget />
        </Box>
        {showExpectedRevenue && (
          <Box sx={span(6, 7)}>
            <ExpectedRevenueWidget />
          </Box>
        )}
        <Box sx={span(12)}>
          <BlogWidget />
        </Box>
      </Box>
    </Box>
  );
}
