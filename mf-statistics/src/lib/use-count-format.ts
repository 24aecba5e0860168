import { useTranslation } from '@portal/shared/i18n/react';
import { formatNumber } from '@portal/shared/format';

/**
 * Counts (clients, services, days) are not amounts: private mode does not hide them. Subscribing to the
 * translation re-renders the caller when the language, and with it the number format, changes.
 */
export function useCountFormat() {
  useTranslation();
  return (value: number) => formatNumber(value);
}
