import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '@portal/shared/i18n/react';
import type { StatisticsScope } from '@portal/shared/contracts/statistics';
import { CurrencyToggle } from '@portal/shared/ui/currency-toggle';
import { useReferenceCurrency, useScope } from '../lib/use-statistics-params';

/** The two switches every figure on the dashboard follows. */
export function DashboardToolbar() {
  const { t } = useTranslation('statistics');
  const { scope, setScope, canSeeCompany } = useScope();
  const { currency, setCurrency } = useReferenceCurrency();

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={scope}
        onChange={(_event, next: StatisticsScope | null) => next && setScope(next)}
        aria-label={t('toolbar.scope')}
        sx={{ backgroundColor: 'background.paper' }}
      >
        <ToggleButton value="company" disabled={!canSeeCompany} sx={{ px: 1.75, textTransform: 'none' }}>
          {t('toolbar.scope_company')}
        </ToggleButton>
        <ToggleButton value="personal" sx={{ px: 1.75, textTransform: 'none' }}>
          {t('toolbar.scope_personal')}
        </ToggleButton>
      </ToggleButtonGroup>
      <CurrencyToggle value={currency} onChange={setCurrency} label={t('toolbar.currency')} />
    </Stack>
  );
}
