import EventOutlined from '@mui/icons-material/EventOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate } from '@portal/shared/format';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Stat, StatSkeleton } from '../../../lib/stat';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useNextInvestmentDate } from '../api/get-next-investment-date';

export function NextInvestmentDateWidget() {
  const { t } = useTranslation('statistics');
  const query = useNextInvestmentDate();

  return (
    <WidgetCard title={t('investment_date.title')} icon={<EventOutlined fontSize="small" />}>
      {query.isPending ? (
        <WidgetSkeleton>
          <StatSkeleton />
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : (
        <Stat
          label={t('investment_date.label')}
          value={query.data.next_investment_date ? formatDate(query.data.next_investment_date, 'long') : t('investment_date.none')}
          hint={t('investment_date.hint')}
        />
      )}
    </WidgetCard>
  );
}
