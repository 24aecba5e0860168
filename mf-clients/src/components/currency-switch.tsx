import { useTranslation } from '@portal/shared/i18n/react';
import { CurrencyToggle } from '@portal/shared/ui/currency-toggle';
import { useReferenceCurrency } from '../lib/use-reference-currency';

/** CHF, EUR or USD: the amounts of the page follow at once, and the choice is remembered for the user. */
export function CurrencySwitch() {
  const { t } = useTranslation('clients');
  const { currency, setCurrency } = useReferenceCurrency();
  return <CurrencyToggle value={currency} onChange={setCurrency} label={t('detail.currency')} />;
}
