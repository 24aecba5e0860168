import Chip from '@mui/material/Chip';
import { useTranslation } from '@portal/shared/i18n/react';
import type { ClientStatus } from '@portal/shared/contracts';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** One colour per client status (docs/clients.md); 'investing' is shown as Invested. */
const colors: Record<ClientStatus, ChipColor> = {
  pending: 'default',
  profile_completed: 'info',
  onboarded: 'primary',
  investing: 'success',
  invested: 'success',
  on_hold: 'warning',
  blocked: 'error',
  rejected: 'error',
};

export function StatusChip({ status }: { status: ClientStatus }) {
  const { t } = useTranslation('clients');
  return <Chip size="small" color={colors[status]} variant={status === 'pending' ? 'outlined' : 'filled'} label={t(`status.${status}`)} />;
}
