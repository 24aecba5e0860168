import type { ResolverOptions } from 'react-hook-form';
import { loginFormResolver, type LoginForm } from './login-form';
import { loginFormSchema } from './schemas';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<LoginForm>;

const cases: LoginForm[] = [
  { email: '', password: '', remember_device: false },
  { email: '   ', password: 'x', remember_device: true },
  { email: 'demo@partner.example', password: '', remember_device: false },
  { email: '  demo@partner.example  ', password: 'Partner-2026', remember_device: true },
  { email: 'demo@partner', password: 'p', remember_device: false },
  { email: 'demo.@partner.example', password: 'p', remember_device: false },
  { email: '.demo@partner.example', password: 'p', remember_device: false },
  { email: 'de..mo@partner.example', password: 'p', remember_device: false },
  { email: "o'neil+tag@sub.partner.example", password: 'p', remember_device: false },
  { email: 'no-at-sign', password: '', remember_device: false },
  { email: 'a@b.c', password: 'p', remember_device: false },
  { email: 'a@-b.ch', password: 'p', remember_device: false },
  { email: 'ä@b.ch', password: 'p', remember_device: false },
];

describe('loginFormResolver', () => {
  it.each(cases)('gives what loginFormSchema gives for %j', async (input) => {
    const result = await loginFormResolver(input, undefined, options);
    const parsed = loginFormSchema.safeParse(input);
    if (parsed.success) {
      expect(result.errors).toEqual({});
      expect(result.values).toEqual(parsed.data);
    } else {
      const expected: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        expected[field] ??= issue.message;
      }
      const actual = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
      expect(actual).toEqual(expected);
    }
  });
});
