import type { Locale } from '@portal/shared/contracts';
import { utcDay } from '../dates';

/**
 * Swiss number and date formats of the printed documents, in the four interface languages. They follow the ones the
 * portal shows (shared/format): amounts grouped with "'" in every language, 31.10.2026 in German, French and
 * Italian, 31/10/2026 in English. Only characters of the PDF standard fonts' encoding come out (no narrow no-break
 * space as fr-CH would write), so Helvetica can print them.
 */
const numberLocales: Record<Locale, string> = { de: 'de-CH', en: 'en-CH', fr: 'fr-CH', it: 'it-CH' };

function grouped(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const withGroups = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${withGroups}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** `1'234.50`: an amount with two decimals and Swiss grouping (the same in every language). */
export function formatNumber(value: number, decimals = 2): string {
  return grouped(value, decimals);
}

/** `CHF 1'234.50`. */
export function formatMoney(value: number, currency = 'CHF'): string {
  return `${currency} ${grouped(value, 2)}`;
}

/** `0.25 %` (percentages are stored as 0.25 = 0.25 %). */
export function formatPercent(value: number, decimals = 2): string {
  return `${grouped(value, decimals)} %`;
}

/** A fraction as a percentage: 0.045 → `4.5 %`; no value is a dash. */
export function formatShare(fraction: number | null, decimals = 1): string {
  return fraction === null ? '–' : formatPercent(fraction * 100, decimals);
}

/** A day as `31.10.2026` (de, fr, it) or `31/10/2026` (en); `YYYY-MM-DD` strings are read as calendar days. */
export function formatDay(value: Date | string, locale: Locale): string {
  return utcDay(value).format(locale === 'en' ? 'DD/MM/YYYY' : 'DD.MM.YYYY');
}

/** `Oktober 2026`, `October 2026`, `octobre 2026`, `ottobre 2026` for a month `2026-10`. */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(numberLocales[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(`${month}-01`).toDate(),
  );
}

/**
 * Text the PDF standard fonts (WinAnsi) can print: no-break and narrow spaces become spaces, characters outside the
 * encoding become "?". Names of clients and companies pass through here before they are drawn.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(
      /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2122\n]/g,
      '?',
    );
}
