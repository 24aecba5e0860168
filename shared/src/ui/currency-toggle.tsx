import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { referenceCurrencies } from '../contracts/vocabulary';
import type { ReferenceCurrency } from '../contracts/statistics';

/** CHF, EUR or USD as one group of toggle buttons: the reference currency of a page's amounts (`label` names the group). */
export function CurrencyToggle({
  value,
  onChange,
  label,
}: {
  value: ReferenceCurrency;
  onChange: (currency: ReferenceCurrency) => void;
  label: string;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      aria-label={label}
      onChange={(_event, next: ReferenceCurrency | null) => next && onChange(next)}
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
