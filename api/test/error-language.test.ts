import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Locale } from '@portal/shared/contracts';
import { localiseShared, messageKeys, t } from '../src/lib/messages';
import { bearer, build, json, type TestContext, signIn } from './helpers';

/**
 * The language of every error answer (docs/messages.md): the request's Accept-Language, else the signed-in user's,
 * else German; also for the errors found before a protected route authenticates (the input guard, the schemas).
 */
let ctx: TestContext;
let demo: string;
let french: string;
beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  // Olivier Favre's saved language is French (src/seed)
  french = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
});
afterAll(async () => ctx?.close());

const locales = ['de', 'en', 'fr', 'it'] as const;
type Answer = { message: string; errors?: { field: string; message: string }[]; reason?: string };

const call = (method: 'GET' | 'PUT' | 'POST', path: string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin_partner/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** zod's own text for a number that cannot be read (the coercion makes it NaN), in each language (zod's locales). */
const unreadableNumber: Record<Locale, string> = {
  de: 'Ungültige Eingabe: erwartet Zahl, erhalten NaN',
  en: 'Invalid input: expected number, received NaN',
  fr: 'Entrée invalide : nombre attendu, NaN reçu',
  it: 'Input non valido: atteso numero, ricevuto NaN',
};
/** zod's own text for a missing list. */
const missingArray: Record<Locale, string> = {
  de: 'Ungültige Eingabe: erwartet Array, erhalten undefined',
  en: 'Invalid input: expected array, received undefined',
  fr: 'Entrée invalide : tableau attendu, indéfini reçu',
  it: 'Input non valido: atteso vettore, ricevuto undefined',
};

describe('numbers of the path and the query that cannot be read', () => {
  it.each(locales)('are refused in %s', async (locale) => {
    const headers = { ...bearer(demo), 'accept-language': locale };
    for (const [path, field] of [
      ['clients/12x', 'id'],
      ['partner_suggested_services', 'client_id'],
      ['client_overview/abc/performance_for_period', 'id'],
      ['admin/clients/1/compensation_statement', 'year'],
    ] as const) {
      const response = await call('GET', path, headers);
      expect([path, response.statusCode]).toEqual([path, 422]);
      expect([path, json<Answer>(response)]).toEqual([
        path,
        { message: unreadableNumber[locale], errors: [{ field, message: unreadableNumber[locale] }] },
      ]);
    }
  });
});

describe('a NUL character', () => {
  it.each(locales)('is refused in %s', async (locale) => {
    const headers = { ...bearer(demo), 'accept-language': locale };
    const text = t('invalidCharacter', locale);
    for (const [path, field] of [
      ['clients?search=a%00b', 'search'],
      ['address/zip_codes?query=a%00b', 'query'],
    ] as const) {
      const response = await call('GET', path, headers);
      expect([path, response.statusCode]).toEqual([path, 422]);
      expect([path, json<Answer>(response)]).toEqual([path, { message: text, errors: [{ field, message: text }] }]);
    }
  });
});

describe('the refresh of a session that is gone', () => {
  it.each(locales)('is refused in %s', async (locale) => {
    const response = await call(
      'POST',
      'authorization/refresh',
      { 'accept-language': locale },
      { grant_type: 'refresh_token', refresh_token: 'no-such-token' },
    );
    expect(response.statusCode).toBe(401);
    expect(json<Answer>(response)).toEqual({ message: t('sessionExpired', locale), reason: 'unknown' });
  });

  it('is refused in German without Accept-Language (nobody is signed in)', async () => {
    const response = await call('POST', 'authorization/refresh', {}, { grant_type: 'refresh_token', refresh_token: 'no-such-token' });
    expect(json<Answer>(response).message).toBe('Die Sitzung ist abgelaufen.');
  });
});

describe('an input error of a protected route, found before it authenticates', () => {
  const saveBanks = (headers: Record<string, string>, payload: unknown = {}) =>
    call('PUT', 'clients/121/save_suggested_bank', headers, payload);

  it("is in the signed-in user's language without Accept-Language, like the route's other errors", async () => {
    const notFound = await call('GET', 'clients/1', bearer(french));
    expect(json<Answer>(notFound).message).toBe(t('clientNotFound', 'fr'));

    const invalid = await saveBanks(bearer(french));
    expect(invalid.statusCode).toBe(422);
    expect(json<Answer>(invalid)).toEqual({ message: missingArray.fr, errors: [{ field: 'bank_codes', message: missingArray.fr }] });

    const unreadable = await call('GET', 'clients/12x', bearer(french));
    expect(json<Answer>(unreadable).message).toBe(unreadableNumber.fr);

    const nul = await call('GET', 'clients?search=a%00b', bearer(french));
    expect(nul.statusCode).toBe(422);
    expect(json<Answer>(nul).message).toBe(t('invalidCharacter', 'fr'));

    const malformed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/clients/121/save_suggested_bank',
      headers: { ...bearer(french), 'content-type': 'application/json' },
      payload: '{"bank_codes":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json<Answer>(malformed).message).toBe(t('badRequest', 'fr'));
  });

  it('is in the language of Accept-Language when the request has one', async () => {
    const invalid = await saveBanks({ ...bearer(french), 'accept-language': 'it' });
    expect(json<Answer>(invalid).message).toBe(missingArray.it);
  });

  it('is in German for a user whose language is German', async () => {
    expect(json<Answer>(await saveBanks(bearer(demo))).message).toBe(missingArray.de);
  });

  it('is the 401 of the route without a valid token: nothing about the input', async () => {
    const anonymous: [Record<string, string>, Locale][] = [
      [{}, 'de'],
      [{ authorization: 'Bearer forged.token.value' }, 'de'],
      [{ 'accept-language': 'fr' }, 'fr'],
    ];
    for (const [headers, locale] of anonymous) {
      for (const response of [
        await saveBanks(headers),
        await call('GET', 'clients/12x', headers),
        await call('GET', 'clients?search=a%00b', headers),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(json<Answer>(response)).toEqual({ message: t('unauthorized', locale), reason: 'unknown' });
      }
    }
  });

  it('leaves the public routes as they are: their input errors in the request language, without a token', async () => {
    const response = await call(
      'POST',
      'authorization/login',
      { 'accept-language': 'en' },
      { email: 'a\u0000@partner.example', password: 'x' },
    );
    expect(response.statusCode).toBe(422);
    expect(json<Answer>(response).message).toBe(t('invalidCharacter', 'en'));
    const german = await call('POST', 'authorization/login', {}, { email: 'demo@partner.example' });
    expect(german.statusCode).toBe(422);
    expect(json<Answer>(german).message).toMatch(/Ungültige Eingabe/);
  });
});

describe('the texts of the catalogue', () => {
  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  }

  // the server's own texts: a literal one would stay in its language (the shared contracts' texts are translated on
  // the way out, localiseShared, and may be named in a comment or a description)
  it('are written nowhere else in the code: a module answers with t(key, locale)', () => {
    const srcDir = join(__dirname, '../src');
    const shared = (text: string) => locales.some((locale) => localiseShared(text, locale) !== text);
    const texts = [...new Set(messageKeys.flatMap((key) => locales.map((locale) => t(key, locale))))].filter((text) => !shared(text));
    expect(texts).toContain('Die Sitzung ist abgelaufen.');
    const offenders = filesUnder(srcDir)
      .filter((file) => !file.endsWith('lib/messages.ts') && !file.includes('/seed/'))
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
          .join('\n');
        return texts
          .filter((text) => ["'", '"', '`'].some((quote) => source.includes(`${quote}${text}${quote}`)))
          .map((text) => `${relative(srcDir, file)}: ${text}`);
      });
    expect(offenders).toEqual([]);
  });
});
