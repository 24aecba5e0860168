import type { Locale } from '@portal/shared/contracts';

/** `2026-10` as "Oktober 2026" in the interface language. */
export function formatMonth(month: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(`${locale}-CH`, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}
