import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { referenceCurrencies, type ReferenceCurrency } from '@portal/shared/contracts';
import { useReferenceCurrency } from '../lib/use-reference-currency';

/** CHF, EUR or USD: the amounts of the page follow at once, and the choice is remembered for the user. */
export function CurrencySwitch() {
  const { t } = useTranslation('clients');
  const { currency, setCurrency } = useReferenceCurrency();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={currency}
      aria-label={t('detail.currency')}
      onChange={(_event, next: ReferenceCurrency | null) => next && setCurrency(next)}
      sx={{ backgroundColor: 'background.paper' }}
    >
      {referenceCurrencies.map((code) => (
        <ToggleButton key={code} value={code} sx={{ px: 1.5 }}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
