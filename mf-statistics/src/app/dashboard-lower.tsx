import Box from '@mui/material/Box';
import { BlogWidget } from '../features/blog/components/blog-widget';
import { ExpectedRevenueWidget } from '../features/expected-revenue/components/expected-revenue-widget';
import { FunnelWidget } from '../features/funnel/components/funnel-widget';
import { NextStepsWidget } from '../features/next-steps/components/next-steps-widget';
import { ProductAmountsWidget } from '../features/product-amounts/components/product-amounts-widget';
import { span } from './dashboard-grid';

/** The dashboard's widgets below the first screen, a chunk of their own that loads after the figures at the top. */
export default function LowerWidgets({ showExpectedRevenue }: { showExpectedRevenue: boolean }) {
  return (
    <>
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
    </>
  );
}
