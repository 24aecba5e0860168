/**
 * The rules of docs/onboarding.md and docs/auth-and-sessions.md as pure functions and zod schemas, with their exact messages. The browser forms and the
 * API use the same ones.
 */
import { z } from 'zod';

// ---- password (password.ts: the sign-in's contracts take it without the rest) ----------------------

export * from './password';

// ---- security code --------------------------------------------------------------------------------

export const SECURITY_CODE_LENGTH = 6;
export const securityCodeMessage = 'Der Sicherheitscode besteht aus 6 Ziffern.';

export function isValidSecurityCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export const securityCodeSchema = z.string({ error: securityCodeMessage }).regex(/^\d{6}$/, { error: securityCodeMessage });

// ---- age ------------------------------------------------------------------------------------------

export const MINIMUM_AGE = 18;
/** A birth date further back than this many years is a typing error (1800-01-01), not a client. */
export const MAXIMUM_AGE = 120;
export const minimumAgeMessage = 'Birthdate is invalid (You have to be at least 18 to use this app)';

/** Whole years between an ISO birth date (YYYY-MM-DD) and `today`; null when the date is not a real day. */
export function ageOn(birthdate: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const todayYear = today.getFullYear();
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return todayYear - year - (beforeBirthday ? 1 : 0);
}

// ---- countries and nationalities ------------------------------------------------------------------

export { isCountryCode, isoCountryCodes } from './countries';

export const nationalityRequiredMessage = 'Bitte wählen Sie mindestens eine Nationalität aus.';

/** True when any selected nationality is restricted: the client gets only limited services. */
export function hasRestrictedNationality(selected: readonly string[], restricted: readonly string[]): boolean {
  return selected.some((code) => restricted.includes(code));
}

// ---- AHV (Swiss social security number) -----------------------------------------------------------

export const ahvFormatMessage = 'Falsches Format der AHV-Nummer';
/** An AHV number of the right shape whose last digit is not the check digit of the first twelve. */
export const ahvCheckDigitMessage = 'Die Prüfziffer der AHV-Nummer ist falsch.';

export function normalizeAhv(value: string): string {
  return value.replace(/[.\s]/g, '');
}

/**
 * What is wrong with an AHV number, by its message, or null when it is valid: the shape is 756 followed by ten
 * digits, the last being the EAN-13 check digit of the first twelve.
 */
export function ahvProblem(value: string): typeof ahvFormatMessage | typeof ahvCheckDigitMessage | null {
  const digits = normalizeAhv(value);
  if (!/^756\d{10}$/.test(digits)) return ahvFormatMessage;
  const sum = [...digits.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]) ? null : ahvCheckDigitMessage;
}

export function isValidAhv(value: string): boolean {
  return ahvProblem(value) === null;
}

/** A zod check that reports what `ahvProblem` finds (the shape's message or the check digit's); no value passes. */
export const ahvCheck = (context: z.core.ParsePayload<string | null | undefined>) => {
  if (context.value === null || context.value === undefined) return;
  const problem = ahvProblem(context.value);
  if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
};

export const ahvNumberSchema = z.string({ error: ahvFormatMessage }).check(ahvCheck);

// ---- app version ----------------------------------------------------------------------------------

export function isValidAppVersion(value: string): boolean {
  return /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(value);
}

export const appVersionSchema = z.string().refine(isValidAppVersion, { error: 'Invalid app version' });

/**
 * Orders two valid app versions part by part as numbers ("1.10.0" is newer than "1.9.9"): negative when `a` is
 * older, 0 when equal, positive when newer. Null when either is not a valid app version.
 */
export function compareAppVersions(a: string, b: string): number | null {
  if (!isValidAppVersion(a) || !isValidAppVersion(b)) return null;
  const partsA = a.split('.').map(Number);
  const partsB = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const difference = partsA[i]! - partsB[i]!;
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * A device's app is outdated when its version is older than the current one. A version that breaks the rule cannot
 * be told to be current, so it counts as outdated too (the client is asked to update either way).
 */
export function isOutdatedAppVersion(version: string, current: string): boolean {
  const order = compareAppVersions(version, current);
  return order === null || order < 0;
}

// ---- files ----------------------------------------------------------------------------------------

export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const fileTooLargeMessage = 'File is too large. Max limit is 10mb.';

export function isFileSizeAllowed(sizeInBytes: number): boolean {
  return sizeInBytes <= MAX_FILE_SIZE_BYTES;
}

// ---- other texts of the rules ---------------------------------------------------------------------

export * from './messages';

// ---- pillar 3a and vested benefits (financial simulator) ------------------------------------------

export * from './pillar3a';
