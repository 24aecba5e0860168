/** @jest-environment node */
import {
  ageOn,
  ahvCheckDigitMessage,
  ahvFormatMessage,
  ahvProblem,
  ahvNumberSchema,
  fileTooLargeMessage,
  hasRestrictedNationality,
  isFileSizeAllowed,
  isValidAhv,
  isValidAppVersion,
  compareAppVersions,
  isOutdatedAppVersion,
  isValidPassword,
  isValidSecurityCode,
  MAX_FILE_SIZE_BYTES,
  passwordMismatchMessage,
  passwordRuleMessage,
  passwordSchema,
  passwordWithConfirmationSchema,
  securityCodeSchema,
} from './index';

describe('password', () => {
  it.each(['Partner-2026', 'abcdefG1', 'ÄbcdefgH9'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });
  it.each(['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('rejects %s with the message', (password) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(passwordRuleMessage);
  });
  it('reports a mismatch on the confirmation', () => {
    const result = passwordWithConfirmationSchema.safeParse({ password: 'Partner-2026', password_confirmation: 'Partner-2027' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['password_confirmation'], message: passwordMismatchMessage })]);
  });
});

describe('security code', () => {
  it('takes exactly six digits', () => {
    expect(isValidSecurityCode('123456')).toBe(true);
    expect(isValidSecurityCode('12345')).toBe(false);
    expect(isValidSecurityCode('1234567')).toBe(false);
    expect(isValidSecurityCode('12a456')).toBe(false);
    expect(securityCodeSchema.safeParse('000000').success).toBe(true);
  });
});

describe('age', () => {
  const today = new Date(2026, 10, 22);
  it('counts whole years up to the birthday', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeNull();
  });
});

describe('AHV number', () => {
  it('accepts 756 and ten digits with a correct EAN-13 check digit, dots and spaces ignored', () => {
    expect(isValidAhv('756.1234.5678.97')).toBe(true);
    expect(isValidAhv('756 1234 5678 97')).toBe(true);
    expect(isValidAhv('7569217076985')).toBe(true);
  });
  it('rejects a wrong check digit, prefix or length with its message', () => {
    expect(isValidAhv('756.1234.5678.98')).toBe(false);
    expect(isValidAhv('757.1234.5678.97')).toBe(false);
    expect(isValidAhv('756.1234.5678.9')).toBe(false);
    // the right shape with a wrong check digit says so; a wrong shape says the format is wrong
    expect(ahvNumberSchema.safeParse('756.1234.5678.90').error?.issues.map((issue) => issue.message)).toEqual([ahvCheckDigitMessage]);
    expect(ahvNumberSchema.safeParse('756.1234.5678.9').error?.issues.map((issue) => issue.message)).toEqual([ahvFormatMessage]);
    expect(ahvNumberSchema.safeParse('757.1234.5678.97').error?.issues.map((issue) => issue.message)).toEqual([ahvFormatMessage]);
    expect(ahvProblem('756.1234.5678.97')).toBeNull();
    expect(ahvFormatMessage).toBe('Falsches Format der AHV-Nummer');
    expect(ahvCheckDigitMessage).toBe('Die Prüfziffer der AHV-Nummer ist falsch.');
  });
});

describe('app version', () => {
  it.each([
    ['1.0.0', true],
    ['10.20.30', true],
    ['0.0.0', true],
    ['01.0.0', false],
    ['1.0', false],
    ['1.0.0.0', false],
    ['1.-1.0', false],
    ['1.2.3', true],
    ['01.2.3', false],
    ['1.02.3', false],
    ['1.2', false],
    ['1.2.3.4', false],
    ['a.b.c', false],
    [' 1.2.3', false],
    ['1.2.3-beta', false],
  ])('%s → %s', (version, valid) => {
    expect(isValidAppVersion(version)).toBe(valid);
  });

  it.each([
    ['1.2.3', '1.2.3', 0],
    ['1.2.3', '1.2.4', -1],
    ['1.9.9', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['10.0.0', '9.0.0', 1],
    ['1.2', '1.2.0', null],
    ['1.2.3', '01.2.3', null],
  ])('compares %s with %s by number per part → %s', (a, b, order) => {
    expect(compareAppVersions(a, b)).toBe(order);
  });

  it('calls a version outdated when it is older than the current one, or breaks the rule', () => {
    expect(isOutdatedAppVersion('3.9.0', '3.10.0')).toBe(true);
    expect(isOutdatedAppVersion('3.10.0', '3.10.0')).toBe(false);
    expect(isOutdatedAppVersion('3.11.0', '3.10.0')).toBe(false);
    expect(isOutdatedAppVersion('3.10', '3.10.0')).toBe(true);
  });
});

describe('file size', () => {
  it('allows up to 10 MB', () => {
    expect(isFileSizeAllowed(MAX_FILE_SIZE_BYTES)).toBe(true);
    expect(isFileSizeAllowed(MAX_FILE_SIZE_BYTES + 1)).toBe(false);
    expect(fileTooLargeMessage).toBe('File is too large. Max limit is 10mb.');
  });
});

describe('nationalities', () => {
  it('flags restricted ones', () => {
    expect(hasRestrictedNationality(['CH', 'US'], ['US'])).toBe(true);
    expect(hasRestrictedNationality(['CH'], ['US'])).toBe(false);
  });
});
