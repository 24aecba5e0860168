import { eq } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { publishDocument } from '../src/modules/documents/publish';
import { seedDocumentPdf } from '../src/seed/documents';
import { bearer, build, json, signIn, type TestContext } from './helpers';

// What a notification about a file says in the reader's language (docs/documents.md, "Partner documents and
// invoices"): a new partner document by its title in the page's language, as the documents page shows it; a new
// invoice by its number, as the invoice list names it. Notifications stored before still show.

let ctx: TestContext;
let demo: string;
let other: string;
const db = () => ctx.database.db;

type Notice = { id: number; kind: string; created_at: string; user_updates: { document_name?: string | null } };

async function notices(token: string, language: string): Promise<Notice[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/admin_partner/partner_notifications?per_page=100',
    headers: { ...bearer(token), 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return json<{ notifications: Notice[] }>(response).notifications;
}

/** The name the notification made at `at` shows to the reader. */
const nameAt = async (token: string, language: string, at: Date) =>
  (await notices(token, language)).find((notice) => notice.created_at === at.toISOString())?.user_updates.document_name;

async function userId(email: string) {
  const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, email));
  return user!.id;
}

/** A notification as one stored before documents and invoices were named per reader: a name only. */
async function storedBefore(email: string, kind: 'new_partner_document' | 'new_invoice_document', name: string | null, at: Date) {
  await db()
    .insert(s.notifications)
    .values({ partnerUserId: await userId(email), kind, userUpdates: name === null ? {} : { document_name: name }, createdAt: at });
}

async function publish(titles: Partial<Record<'de' | 'en' | 'fr' | 'it', string>>, publishedAt: Date) {
  const versions = await Promise.all(
    Object.entries(titles).map(async ([language, title]) => ({
      language: language as 'de',
      title,
      fileName: `${title}.pdf`,
      content: await seedDocumentPdf(title, language as 'de', publishedAt),
    })),
  );
  await publishDocument(db(), { category: 'regulatory', versions, publishedAt });
}

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
});
afterAll(() => ctx.close());

describe('the notification of a new partner document', () => {
  it("names the document by its title in the page's language, whatever the adviser's saved language", async () => {
    const at = new Date('2026-11-24T08:00:00Z');
    await publish(
      {
        de: 'Merkblatt Nachhaltigkeitspräferenzen',
        en: 'Fact sheet on sustainability preferences',
        fr: 'Notice sur les préférences de durabilité',
        it: 'Promemoria sulle preferenze di sostenibilità',
      },
      at,
    );
    // demo@ saved German: the notification was made with the German title
    expect(await nameAt(demo, 'fr', at)).toBe('Notice sur les préférences de durabilité');
    expect(await nameAt(demo, 'it', at)).toBe('Promemoria sulle preferenze di sostenibilità');
    expect(await nameAt(demo, 'en', at)).toBe('Fact sheet on sustainability preferences');
    expect(await nameAt(demo, 'de', at)).toBe('Merkblatt Nachhaltigkeitspräferenzen');
    // what the notification stores to find the document is not part of the answer
    const shown = (await notices(demo, 'fr')).find((notice) => notice.created_at === at.toISOString());
    expect(shown?.user_updates).toEqual({ document_name: 'Notice sur les préférences de durabilité' });
  });

  it('names a document without the page language in German, else in its first language, as the documents page does', async () => {
    const german = new Date('2026-11-24T09:00:00Z');
    await publish({ fr: 'Avenant relatif aux frais 2027', de: 'Nachtrag Gebühren 2027' }, german);
    expect(await nameAt(demo, 'it', german)).toBe('Nachtrag Gebühren 2027');
    const french = new Date('2026-11-24T10:00:00Z');
    await publish({ fr: 'Formulaire de procuration' }, french);
    expect(await nameAt(demo, 'en', french)).toBe('Formulaire de procuration');
  });

  it('still shows one stored with its title only, in the page language when the title names a document', async () => {
    const titled = new Date('2026-11-23T08:00:00Z');
    await storedBefore('demo@partner.example', 'new_partner_document', 'Offenlegung von Entschädigungen Dritter (FIDLEG Art. 26)', titled);
    expect(await nameAt(demo, 'fr', titled)).toBe('Divulgation des rémunérations de tiers (LSFin art. 26)');
    expect(await nameAt(demo, 'it', titled)).toBe('Divulgazione delle retribuzioni di terzi (LSerFi art. 26)');
    // a name that is no document's title, and a notification without any name, are shown as they were stored
    const unknown = new Date('2026-11-23T09:00:00Z');
    await storedBefore('demo@partner.example', 'new_partner_document', 'Factsheet Ausgewogen.pdf', unknown);
    expect(await nameAt(demo, 'fr', unknown)).toBe('Factsheet Ausgewogen.pdf');
    const nameless = new Date('2026-11-23T10:00:00Z');
    await storedBefore('demo@partner.example', 'new_partner_document', null, nameless);
    const shown = (await notices(demo, 'fr')).find((notice) => notice.created_at === nameless.toISOString());
    expect(shown?.user_updates).toEqual({});
  });

  it("never names a document another company's adviser cannot see", async () => {
    // the fee regulation is published for the first company only
    const at = new Date('2026-11-23T11:00:00Z');
    await storedBefore('other@second-partner.example', 'new_partner_document', 'Gebührenreglement 2026', at);
    expect(await nameAt(other, 'fr', at)).toBe('Gebührenreglement 2026');
  });
});

describe('the notification of a new invoice', () => {
  it('names the invoice by its number, as the invoice list does, in every language', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/admin/partner_invoices', headers: bearer(demo) });
    const numbers = json<{ documents: { number: string }[] }>(listed).documents.map((invoice) => invoice.number);
    expect(numbers.length).toBeGreaterThan(0);
    for (const language of ['de', 'fr']) {
      const names = (await notices(demo, language))
        .filter((notice) => notice.kind === 'new_invoice_document')
        .map((notice) => notice.user_updates.document_name);
      // the seed issued the invoices as the monthly run does: each announced by its number, no file name
      for (const number of numbers) expect(names).toContain(number);
      expect(names.filter((name) => name?.startsWith('PF-'))).toEqual(names.filter((name) => name && numbers.includes(name)));
    }
  });

  it("still shows one stored with the invoice's file name, by the invoice's number", async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/admin/partner_invoices', headers: bearer(demo) });
    const [newest] = json<{ documents: { number: string }[] }>(listed).documents;
    const at = new Date('2026-11-22T06:00:00Z');
    await storedBefore('demo@partner.example', 'new_invoice_document', `${newest!.number}.pdf`, at);
    expect(await nameAt(demo, 'fr', at)).toBe(newest!.number);
  });
});
