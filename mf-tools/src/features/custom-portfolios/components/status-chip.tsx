import Chip from '@mui/material/Chip';
import { useTranslation } from '@portal/shared/i18n/react';
import type { WeightAdjustmentStatus } from '@portal/shared/contracts';

const colors = { pending: 'warning', approved: 'success', rejected: 'error', overwritten: 'info' } as const;

export function AdjustmentStatusChip({ status }: { status: WeightAdjustmentStatus }) {
  const { t } = useTranslation('tools');
  return <Chip size="small" color={colors[status]} label={t(`custom_portfolios.status.${status}`)} />;
}
