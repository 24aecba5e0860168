/**
 * numeric(18,2) columns come back as strings. Amounts are summed in integer cents, so sums of many rows do not
 * drift, and turned into numbers only for the JSON answer.
 */
export function toCents(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

export function centsToNumber(cents: bigint): number {
  return Number(centsToString(cents));
}

/** A JS number rounded to cents, as the string a numeric column takes. */
export function toMoneyString(value: number): string {
  return centsToString(BigInt(Math.round(value * 100)));
}
