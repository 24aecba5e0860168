import { clientPhoneSchema, isValidPhoneNumber, phoneInvalidMessage } from './onboarding';

describe('a client phone number (docs/onboarding.md)', () => {
  it.each([
    ['+41 79 123 45 67', 'Swiss mobile with the country code'],
    ['0041 44 668 18 00', 'Swiss with 00 for the +'],
    ['079 123 45 67', 'Swiss without the country code'],
    ['+41 (0)44 668 18 00', 'Swiss as letterheads write it, the trunk 0 in brackets'],
    ['+49 30 1234567', 'German'],
    ['+1 (212) 555-0100', 'American with brackets and a dash'],
    ['+423 235 12 34', 'Liechtenstein'],
  ])('takes %s (%s)', (number) => {
    expect(isValidPhoneNumber(number)).toBe(true);
  });

  it.each([
    ['+41 79 123 45 678', 'a Swiss number with a digit too many'],
    ['+41 79 123 45 6', 'a Swiss number with a digit too few'],
    ['079 123 45 678', 'a Swiss number without country code, a digit too many'],
    ['+41 079 123 45 67', 'a Swiss number with the 0 after the country code'],
    ['79 123 45 67', 'no country code and no leading 0'],
    ['+49 30 1234 5678 9012', 'a foreign number over the 15 digits of E.164'],
    ['12345', 'too short'],
    ['+41 79 abc 45 67', 'letters'],
  ])('refuses %s (%s)', (number) => {
    expect(isValidPhoneNumber(number)).toBe(false);
    expect(clientPhoneSchema.safeParse(number).error?.issues[0]?.message).toBe(phoneInvalidMessage);
  });
});
