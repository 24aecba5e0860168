import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { serviceProducts } from '@portal/shared/contracts/statistics';
import { useSession } from '@portal/shared/session';
import { Amount } from '@portal/shared/ui/amount';
import { useStatisticsParams } from '../../../lib/use-statistics-params';
import { useCountFormat } from '../../../lib/use-count-format';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useProductAmounts } from '../api/get-product-amounts';

export function ProductAmountsWidget() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const queries = useProductAmounts(params);
  const formatCount = useCountFormat();
  const privateMode = useSession((state) => state.privateMode);
  const total = queries.reduce((sum, query) => sum + Math.max(0, query.data?.amount ?? 0), 0);

  return (
    <WidgetCard title={t('products.title')} icon={<AccountBalanceWalletOutlined fontSize="small" />}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {serviceProducts.map((product, index) => {
          const query = queries[index];
          const name = t(`products.names.${product}`);
          return (
            <Box component="li" key={product} aria-label={name} sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                {query?.isSuccess && (
                  <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    <Amount value={query.data.amount} currency={query.data.currency} decimals={0} />
                  </Typography>
                )}
              </Box>
              {!query || query.isPending ? (
                <WidgetSkeleton>
                  <Skeleton height={20} />
                </WidgetSkeleton>
              ) : query.isError ? (
                // A full error panel for each of six rows would drown the card; one line with a retry is enough here.
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main' }}>
                  <ErrorOutlined fontSize="small" aria-hidden />
                  <Typography variant="caption" role="alert" sx={{ color: 'inherit' }}>
                    {t('products.error')}
                  </Typography>
                  <Button size="small" onClick={() => void query.refetch()}>
                    {t('products.retry')}
                  </Button>
                </Box>
              ) : (
                <>
                  {/* The share of the total would reveal amounts through their proportions, so it goes with them. */}
                  {!privateMode && (
                    <LinearProgress
                      variant="determinate"
                      value={total > 0 ? (Math.max(0, query.data.amount) / total) * 100 : 0}
                      aria-hidden
                      sx={{ height: 6, borderRadius: 3 }}
                    />
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {t('products.counts', {
                      clients: formatCount(query.data.clients_count),
                      services: formatCount(query.data.services_count),
                    })}
                  </Typography>
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </WidgetCard>
  );
}
