import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { addRestricted, parseCodes, removeRestricted } from '../src/ops/restricted-nationalities';
import { applyDemoDowntime, prepareDatabase } from '../src/db/prepare';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { bearer, build, json, signIn, type TestContext } from './helpers';

let ctx: TestContext;
let demo: string;
let colleague: string;
beforeAll(async () => {
  ctx = await build({}, (app: FastifyInstance) => {
    // a route guarded like the statistics' expected revenue, to test the decorators
    app.get(
      '/api/v1/test/expected_revenue',
      { preHandler: [app.authenticate, app.requireModule('expected_revenue')] },
      async (request) => ({
        user: request.user.email,
        companyId: request.user.companyId,
      }),
    );
    app.get('/api/v1/test/broken', async () => {
      throw new Error('connection to 10.0.0.5 refused: password for db_admin');
    });
  });
  demo = (await signIn(ctx.app)).access_token;
  colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
});
afterAll(async () => ctx?.close());

const get = (path: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: token ? bearer(token) : {} });

describe('profile and modules', () => {
  it('reads and changes the profile', async () => {
    expect(json(await get('admin_partner/profile', demo)).partner_user).toMatchObject({ first_name: 'Martina', private_mode: false });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/profile',
      headers: bearer(demo),
      payload: { language: 'fr', private_mode: true },
    });
    expect(put.statusCode).toBe(200);
    expect(json(put).partner_user).toMatchObject({ language: 'fr', private_mode: true });
    expect(json(await get('admin_partner/profile', demo)).partner_user).toMatchObject({ language: 'fr', private_mode: true });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/profile',
      headers: bearer(demo),
      payload: { language: 'es' },
    });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: { field: string }[] }>(bad).errors[0]?.field).toBe('language');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/profile',
      headers: bearer(demo),
      payload: { language: 'de', private_mode: false },
    });
  });

  it('lists the visible modules: colleague@ has neither invoices nor expected_revenue', async () => {
    expect(json(await get('admin_partner/available_modules', colleague)).available_modules).toEqual([
      'clients',
      'documents',
      'custom_strategies',
      'partner_company_users',
    ]);
  });

  it('enforces a module in the API: 403 with a message', async () => {
    const denied = await get('test/expected_revenue', colleague);
    expect(denied.statusCode).toBe(403);
    expect(typeof json(denied).message).toBe('string');
    const allowed = await get('test/expected_revenue', demo);
    expect(allowed.statusCode).toBe(200);
    expect(json(allowed)).toEqual({ user: 'demo@partner.example', companyId: 1 });
    expect((await get('test/expected_revenue')).statusCode).toBe(401);
  });
});

describe('notifications', () => {
  it('pages the notifications with the paging headers', async () => {
    const response = await get('admin_partner/partner_notifications?page=2&per_page=10', demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-current-page']).toBe('2');
    expect(response.headers['x-per-page']).toBe('10');
    // the seed's 25, and those of the documents published and the invoices issued for demo@ (all of its company's)
    const [demoUser] = await ctx.database.db
      .select()
      .from(schema.partnerUsers)
      .where(eq(schema.partnerUsers.email, 'demo@partner.example'));
    const [stored] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.notifications)
      .where(eq(schema.notifications.partnerUserId, demoUser!.id));
    expect(stored!.n).toBeGreaterThan(25);
    expect(response.headers['x-total']).toBe(String(stored!.n));
    const list = json<{ notifications: { kind: string; user_name: string; created_at: string }[] }>(response).notifications;
    expect(list).toHaveLength(10);
    const all = json<{ notifications: { kind: string }[] }>(
      await get('admin_partner/partner_notifications?per_page=100', demo),
    ).notifications;
    expect(new Set(all.map((n) => n.kind))).toEqual(
      // the seed's read statement gave the analysis notification (portfolio analysis: every adviser has it)
      new Set(['new_service', 'status_change', 'new_partner_document', 'new_invoice_document', 'new_deposit', 'portfolio_analysis_done']),
    );
  });

  it('counts unseen ones and marks all as seen', async () => {
    expect(json(await get('admin_partner/partner_notifications/unseen_count', demo)).unseen_count).toBe(7);
    const mark = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/partner_notifications/mark_as_seen',
      headers: bearer(demo),
    });
    expect(json(mark)).toEqual({ unseen_count: 0 });
    expect(json(await get('admin_partner/partner_notifications/unseen_count', demo)).unseen_count).toBe(0);
    // another user's notifications are untouched
    expect(json(await get('admin_partner/partner_notifications/unseen_count', colleague)).unseen_count).toBe(2);
  });

  it('reads and updates the settings', async () => {
    const initial = json<{ settings: Record<string, { email: boolean; in_app: boolean }> }>(
      await get('admin_partner/partner_notifications/settings', demo),
    );
    expect(initial.settings.new_deposit).toEqual({ email: true, in_app: true });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/partner_notifications/update_settings',
      headers: bearer(demo),
      payload: { settings: { new_deposit: { email: false, in_app: true } } },
    });
    type Settings = { settings: Record<string, { email: boolean; in_app: boolean }> };
    expect(json<Settings>(put).settings.new_deposit).toEqual({ email: false, in_app: true });
    const reread = json<Settings>(await get('admin_partner/partner_notifications/settings', demo));
    expect(reread.settings.new_deposit).toEqual({ email: false, in_app: true });
  });
});

describe('notifications follow the visible modules', () => {
  type Listed = { notifications: { kind: string; seen: boolean }[] };
  type Settings = { settings: Record<string, { email: boolean; in_app: boolean }> };

  it('gives colleague@ (no invoices module) neither invoice notifications nor their setting', async () => {
    // an invoice notice stored for colleague@ (from before the module was taken away, say): the API must keep it back
    const [colleagueUser] = await ctx.database.db
      .select({ id: schema.partnerUsers.id })
      .from(schema.partnerUsers)
      .where(eq(schema.partnerUsers.email, 'colleague@partner.example'));
    await ctx.database.db.insert(schema.notifications).values({
      partnerUserId: colleagueUser!.id,
      kind: 'new_invoice_document',
      userUpdates: { document_name: 'PF-2026-10-0003' },
    });
    const stored = await ctx.database.db
      .select({ kind: schema.notifications.kind, seenAt: schema.notifications.seenAt })
      .from(schema.notifications)
      .innerJoin(schema.partnerUsers, eq(schema.partnerUsers.id, schema.notifications.partnerUserId))
      .where(eq(schema.partnerUsers.email, 'colleague@partner.example'));
    expect(stored.some((row) => row.kind === 'new_invoice_document')).toBe(true);

    const listed = json<Listed>(await get('admin_partner/partner_notifications?per_page=100', colleague)).notifications;
    expect(listed.length).toBe(stored.filter((row) => row.kind !== 'new_invoice_document').length);
    expect(listed.map((n) => n.kind)).not.toContain('new_invoice_document');
    expect(json(await get('admin_partner/partner_notifications/unseen_count', colleague)).unseen_count).toBe(
      stored.filter((row) => row.kind !== 'new_invoice_document' && row.seenAt === null).length,
    );

    const settings = json<Settings>(await get('admin_partner/partner_notifications/settings', colleague)).settings;
    expect(Object.keys(settings).sort()).toEqual([
      'new_deposit',
      'new_partner_document',
      'new_service',
      'portfolio_analysis_done',
      'referral_registration',
      'status_change',
      'vb_search_answer',
    ]);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/partner_notifications/update_settings',
      headers: bearer(colleague),
      payload: { settings: { new_invoice_document: { email: false, in_app: false } } },
    });
    expect(put.statusCode).toBe(200);
    expect(json<Settings>(put).settings).not.toHaveProperty('new_invoice_document');

    // demo@ has every module and keeps every kind
    const demoSettings = json<Settings>(await get('admin_partner/partner_notifications/settings', demo)).settings;
    expect(Object.keys(demoSettings)).toContain('new_invoice_document');
  });
});

describe('downtime and feature prompt', () => {
  it('is empty while the seeded downtime is off, and follows DEMO_DOWNTIME', async () => {
    expect(json(await get('admin_partner/scheduled_downtime', demo))).toEqual({});

    await applyDemoDowntime(ctx.database.db, 'upcoming');
    const upcoming = json<{ ongoing: boolean; start_time: string; end_time: string }>(await get('admin_partner/scheduled_downtime', demo));
    expect(upcoming.ongoing).toBe(false);
    expect(new Date(upcoming.start_time).getTime()).toBeGreaterThan(Date.now());

    // the start-up path: prepareDatabase applies the configuration on an existing database without seeding again
    expect(await prepareDatabase(ctx.database, { ...ctx.config, demoDowntime: 'ongoing' })).toEqual({ seeded: false });
    const ongoing = json<{ ongoing: boolean; end_time: string }>(await get('admin_partner/scheduled_downtime', demo));
    expect(ongoing.ongoing).toBe(true);
    expect(new Date(ongoing.end_time).getTime()).toBeGreaterThan(Date.now());

    await applyDemoDowntime(ctx.database.db, undefined);
    expect(json(await get('admin_partner/scheduled_downtime', demo))).toEqual({});
  });

  it('shows the feature prompt in the user language until dismissed', async () => {
    const prompt = json<{ feature_prompt: { id: number; title: string } | null }>(
      await get('admin_partner/feature_prompt', demo),
    ).feature_prompt;
    expect(prompt?.title).toBe('Neu: Nächste Schritte');
    // or in the language the interface shows
    const french = json<{ feature_prompt: { title: string } }>(await get('admin_partner/feature_prompt?locale=fr', demo)).feature_prompt;
    expect(french.title).not.toBe(prompt?.title);
    expect((await get('admin_partner/feature_prompt?locale=es', demo)).statusCode).toBe(422);
    const dismiss = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin_partner/feature_prompt/dont_show',
      headers: bearer(demo),
      payload: { id: prompt!.id },
    });
    expect(dismiss.statusCode).toBe(204);
    expect(json(await get('admin_partner/feature_prompt', demo)).feature_prompt).toBeNull();
    expect(json(await get('admin_partner/feature_prompt', colleague)).feature_prompt).not.toBeNull();
  });
});

describe('countries', () => {
  it.each([
    ['de', 'Schweiz', 'Deutschland'],
    ['en', 'Switzerland', 'Germany'],
    ['fr', 'Suisse', 'Allemagne'],
    ['it', 'Svizzera', 'Germania'],
  ])('lists every ISO country in %s', async (locale, switzerland, germany) => {
    const response = await get(`countries/nationalities?locale=${locale}`);
    expect(response.statusCode).toBe(200);
    const countries = json<{ countries: { code: string; name: string }[] }>(response).countries;
    expect(countries).toHaveLength(249);
    expect(countries.find((c) => c.code === 'CH')?.name).toBe(switzerland);
    expect(countries.find((c) => c.code === 'DE')?.name).toBe(germany);
  });

  it('refuses an unsupported locale with 422', async () => {
    expect((await get('countries/nationalities?locale=es')).statusCode).toBe(422);
  });

  it('lists the restricted nationalities for signed-in users', async () => {
    expect(json(await get('admin_partner/restricted_nationalities', demo)).nationalities).toEqual([
      'AF',
      'BY',
      'CU',
      'IR',
      'KP',
      'MM',
      'RU',
      'SY',
      'US',
    ]);
    expect((await get('admin_partner/restricted_nationalities')).statusCode).toBe(401);
  });

  it('follows the restricted nationalities that operations keep in the database', async () => {
    const restricted = async () =>
      json<{ nationalities: string[] }>(await get('admin_partner/restricted_nationalities', demo)).nationalities;
    expect(parseCodes([' ve', 'VE'])).toEqual(['VE']);
    expect(() => parseCodes(['XX', 'us'])).toThrow(/XX/);
    try {
      expect(await addRestricted(ctx.database.db, ['VE'], 'test')).toEqual(['VE']);
      expect(await removeRestricted(ctx.database.db, ['RU'])).toEqual(['RU']);
      const list = await restricted();
      expect(list).toContain('VE');
      expect(list).not.toContain('RU');
      // plain SQL is the other documented way, and the table refuses what is not a code
      // (Drizzle wraps the database's error: the refusal is the table's check on the code)
      await expect(ctx.database.db.execute(sql`INSERT INTO restricted_nationalities (code) VALUES ('usa')`)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringContaining('restricted_nationalities_code_check') }),
      });
    } finally {
      await removeRestricted(ctx.database.db, ['VE']);
      await addRestricted(ctx.database.db, ['RU']);
    }
    expect(await restricted()).toContain('RU');
  });
});

describe('server texts in the request language', () => {
  const texts = {
    unauthorized: { de: 'Nicht angemeldet.', en: 'Not signed in.', fr: 'Non connecté.', it: 'Accesso non effettuato.' },
    module: {
      de: 'Dieses Modul ist für Ihr Konto nicht freigeschaltet.',
      en: 'This module is not enabled for your account.',
      fr: "Ce module n'est pas activé pour votre compte.",
      it: 'Questo modulo non è abilitato per il suo account.',
    },
    prompt: { de: 'Hinweis nicht gefunden.', en: 'Notice not found.', fr: 'Annonce introuvable.', it: 'Avviso non trovato.' },
    company: {
      de: 'Sie sind nicht berechtigt, die Zahlen der ganzen Partnerfirma zu sehen.',
      en: 'You are not allowed to see the figures of the whole partner company.',
      fr: "Vous n'êtes pas autorisé à voir les chiffres de toute la société partenaire.",
      it: "Non è autorizzato a vedere le cifre dell'intera società partner.",
    },
    value: {
      de: 'Bitte geben Sie einen gültigen Wert ein',
      en: 'Please enter a valid value',
      fr: 'Veuillez saisir une valeur valable',
      it: 'Inserisca un valore valido',
    },
    route: {
      de: 'Diese Adresse gibt es nicht.',
      en: 'This address does not exist.',
      fr: "Cette adresse n'existe pas.",
      it: 'Questo indirizzo non esiste.',
    },
    malformed: {
      de: 'Die Anfrage ist fehlerhaft.',
      en: 'The request is malformed.',
      fr: 'La requête est mal formée.',
      it: 'La richiesta non è valida.',
    },
  };
  const message = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

  it.each(['de', 'en', 'fr', 'it'] as const)('answers in %s after Accept-Language', async (locale) => {
    const language = { 'accept-language': `${locale}-CH,${locale};q=0.9` };
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { ...language, ...(token ? bearer(token) : {}) },
        payload: payload as object,
      });

    expect(message(await call('GET', 'admin_partner/profile'))).toBe(texts.unauthorized[locale]);
    expect(message(await call('GET', 'test/expected_revenue', colleague))).toBe(texts.module[locale]);
    expect(message(await call('PUT', 'admin_partner/feature_prompt/dont_show', demo, { id: 999999 }))).toBe(texts.prompt[locale]);
    expect(message(await call('GET', 'admin_partner/statistics/total_clients?scope=company', colleague))).toBe(texts.company[locale]);
    const invalid = await call('POST', 'admin_partner/statistics/set_aum_targets', demo, {
      targets: [{ amount: -5, target_date: '2030-01-01' }],
    });
    expect(invalid.statusCode).toBe(422);
    expect(message(invalid)).toBe(texts.value[locale]);
    expect(message(await call('GET', 'admin_partner/nowhere', demo))).toBe(texts.route[locale]);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/authorization/login',
      headers: { ...language, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(message(malformed)).toBe(texts.malformed[locale]);
  });

  it("writes zod's own texts in the language too, and German without Accept-Language", async () => {
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/admin_partner/profile',
        headers: { ...bearer(demo), ...headers },
        payload: { private_mode: 'yes' },
      });
    const german = await put({});
    const french = await put({ 'accept-language': 'fr' });
    expect(german.statusCode).toBe(422);
    expect(message(german)).toMatch(/Ungültige Eingabe/);
    expect(message(french)).toMatch(/Entrée invalide/);
    expect(message(await put({ 'accept-language': 'en' }))).toMatch(/Invalid input/);
  });

  it('keeps client-facing sentences out of the code: they are in the catalogue', () => {
    const srcDir = join(__dirname, '../src');
    const offenders = filesUnder(srcDir)
      .filter((file) => !file.endsWith('lib/messages.ts') && !file.includes('/seed/'))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /new (?:Unauthorized|Forbidden|NotFound|Unprocessable|TooManyRequests|Http)Error\(\s*(?:\d+,\s*)?['"`]/g,
          ),
        ].map((match) => `${relative(srcDir, file)}: ${match[0]}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('API description and errors', () => {
  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await get('openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, unknown> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin_partner/authorization/login',
        '/api/v1/admin_partner/profile',
        '/api/v1/countries/nationalities',
      ]),
    );
  });

  it('sends security headers and a JSON 404', async () => {
    const response = await get('no/such/route');
    expect(response.statusCode).toBe(404);
    expect(typeof json(response).message).toBe('string');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('hides the details of a 5xx', async () => {
    const response = await get('test/broken');
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({ message: 'Internal Server Error' });
  });

  it('answers malformed JSON with 400 and a message, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/authorization/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof json(response).message).toBe('string');
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}
