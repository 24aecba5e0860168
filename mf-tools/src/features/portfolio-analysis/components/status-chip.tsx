import Chip from '@mui/material/Chip';
import { useTranslation } from '@portal/shared/i18n/react';
import type { PortfolioAnalysisStatus } from '@portal/shared/contracts';

const colors = { received: 'default', in_analysis: 'info', done: 'success' } as const;

export function AnalysisStatusChip({ status }: { status: PortfolioAnalysisStatus }) {
  const { t } = useTranslation('tools');
  return <Chip size="small" color={colors[status]} label={t(`portfolio_analysis.status.${status}`)} />;
}
