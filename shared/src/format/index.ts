import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { currentLocale, type Locale } from '../i18n';

export { dayjs };

/** What private mode shows instead of any amount: a fixed mask, so not even the length of a number leaks. */
export const privateMask = '••••••';
/** Shown for a missing value. */
export const emptyValue = '–';

export type DateFormat = 'long' | 'dmy' | 'iso' | 'time';

// docs/screens-and-layout.md: day month year, the numeric date, YYYY-MM-DD and HH:mm. The numeric date follows each language's Swiss
// convention: 07.03.2026 in German, French and Italian, 07/03/2026 in English.
const dmyPatterns: Record<Locale, string> = {
  de: 'DD.MM.YYYY',
  en: 'DD/MM/YYYY',
  fr: 'DD.MM.YYYY',
  it: 'DD.MM.YYYY',
};
const datePatterns: Record<Exclude<DateFormat, 'long' | 'dmy'>, string> = {
  iso: 'YYYY-MM-DD',
  time: 'HH:mm',
};
const longPatterns: Record<Locale, string> = {
  de: 'D. MMMM YYYY',
  en: 'D MMMM YYYY',
  fr: 'D MMMM YYYY',
  it: 'D MMMM YYYY',
};

type LocaleOption = { locale?: Locale };

export function formatDate(
  value: ConfigType | null | undefined,
  format: DateFormat = 'dmy',
  { locale = currentLocale() }: LocaleOption = {},
): string {
  if (value === null || value === undefined || value === '') return emptyValue;
  const date = dayjs(value);
  if (!date.isValid()) return emptyValue;
  const pattern = format === 'long' ? longPatterns[locale] : format === 'dmy' ? dmyPatterns[locale] : datePatterns[format];
  return date.locale(locale).format(pattern);
}

/** Swiss number formats for every interface language (de-CH, en-CH, fr-CH, it-CH). */
export function numberLocale(locale: Locale = currentLocale()): string {
  return `${locale}-CH`;
}

// docs/screens-and-layout.md (numbers and amounts): Swiss in every language, whatever the browser's locale data say.
// Browsers group de-CH with a typographic apostrophe (’) and fr-CH with a narrow no-break space, and fr-CH writes the
// decimals of a percentage after a comma: the portal shows "'" between thousands, "." before decimals and "-" for minus.
const swissSymbols: Partial<Record<Intl.NumberFormatPartTypes, string>> = { group: "'", decimal: '.', minusSign: '-' };

/** The parts Intl formatted, with the Swiss symbols and plain spaces (ICU writes no-break and narrow ones). */
function swissParts(format: Intl.NumberFormat, value: number): Intl.NumberFormatPart[] {
  return format.formatToParts(value).map((part) => ({ type: part.type, value: swissSymbols[part.type] ?? part.value.replace(/\s/g, ' ') }));
}

function joined(parts: Intl.NumberFormatPart[]): string {
  return parts.map((part) => part.value).join('');
}

export type AmountOptions = LocaleOption & {
  privateMode?: boolean;
  /** Fraction digits; amounts show two by default. */
  decimals?: number;
};

/** `CHF 1'234'567.00` in German; the same Swiss grouping per language; the mask in private mode. */
export function formatAmount(
  value: number | null | undefined,
  currency = 'CHF',
  { privateMode = false, locale, decimals = 2 }: AmountOptions = {},
): string {
  if (privateMode) return privateMask;
  if (value === null || value === undefined || !Number.isFinite(value)) return emptyValue;
  const parts = swissParts(
    new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      // it-CH leaves four digits ungrouped ("CHF 1001") where German writes "CHF 1'001": grouped the same everywhere
      useGrouping: 'always',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }),
    value,
  );
  // The code stays where the language puts it, one space from the number and its sign: ICU writes it flush against a
  // minus ("CHF-1'511.93"), the portal "CHF -1'511.93" (French: "-1'511.93 CHF").
  const codeAt = parts.findIndex((part) => part.type === 'currency');
  const number = joined(parts.filter((part) => part.type !== 'currency' && part.type !== 'literal'));
  const code = parts[codeAt]?.value ?? currency;
  return codeAt < parts.findIndex((part) => part.type === 'integer') ? `${code} ${number}` : `${number} ${code}`;
}

export type NumberOptions = LocaleOption & { decimals?: number; privateMode?: boolean };

export function formatNumber(value: number | null | undefined, { decimals = 0, locale, privateMode = false }: NumberOptions = {}): string {
  if (privateMode) return privateMask;
  if (value === null || value === undefined || !Number.isFinite(value)) return emptyValue;
  return joined(
    swissParts(
      new Intl.NumberFormat(numberLocale(locale), {
        useGrouping: 'always',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
      value,
    ),
  );
}

export type PercentOptions = LocaleOption & { decimals?: number; signed?: boolean };

/** A fraction as a percentage: 0.1234 → `12.3%` (`+12.3%` when signed), the same in every language. */
export function formatPercent(value: number | null | undefined, { decimals = 1, signed = false, locale }: PercentOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return emptyValue;
  const parts = swissParts(
    new Intl.NumberFormat(numberLocale(locale), {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }),
    value,
  );
  // the sign follows the number without a space, as in German ("8.3%", where French locale data may write "8,3 %")
  return joined(parts.filter((part) => part.type !== 'literal' || part.value.trim() !== ''));
}

/** Short numbers for chart axes: 1.2 Mio., 350K; masked in private mode like every amount. */
export function formatCompact(
  value: number | null | undefined,
  { locale, privateMode = false }: LocaleOption & { privateMode?: boolean } = {},
): string {
  if (privateMode) return privateMask;
  if (value === null || value === undefined || !Number.isFinite(value)) return emptyValue;
  return joined(swissParts(new Intl.NumberFormat(numberLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }), value));
}
