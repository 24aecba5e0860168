import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema';
import { publishDocument } from '../src/modules/documents/publish';
import { seedDocumentPdf } from '../src/seed/documents';
import { bearer, build, json, signIn, type TestContext } from './helpers';

// Partner documents (issue 12): the list by category, search, languages with the user's preferred, new since the
// adviser last looked, the streamed PDF, publishing with its notifications, module gating and other companies.

let ctx: TestContext;
let demo: string;
let colleague: string;
let other: string;
const db = () => ctx.database.db;

type Doc = {
  id: number;
  title: string;
  language: string;
  category: string;
  new: boolean;
  published_at: string;
  languages: { language: string }[];
};
type List = { documents: Doc[]; categories: { category: string; count: number }[]; new_count: number };

const get = (url: string, token: string, language?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin_partner/${url}`,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
});
afterAll(() => ctx.close());

describe('GET partners_documents', () => {
  it('lists the documents for the company, newest first, with the counts per category', async () => {
    const response = await get('partners_documents', demo);
    expect(response.statusCode).toBe(200);
    const body = json<List>(response);
    const dates = body.documents.map((d) => d.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // 11 seeded, one of them for Lemanic Partners only
    expect(body.documents).toHaveLength(10);
    expect(body.documents.map((d) => d.title)).toContain('Gebührenreglement 2026');
    expect(body.documents.map((d) => d.title)).not.toContain('Vertragsnachtrag Lemanic Partners');
    expect(body.categories).toEqual([
      { category: 'contracts', count: 2 },
      { category: 'product_sheets', count: 4 },
      { category: 'regulatory', count: 2 },
      { category: 'forms', count: 2 },
    ]);
  });

  it('marks what was published since the adviser last looked (20 days ago in the seed) as new', async () => {
    const body = json<List>(await get('partners_documents', demo));
    const fresh = body.documents.filter((d) => d.new).map((d) => d.title);
    expect(fresh.sort()).toEqual(['Factsheet Wachstum', 'Formular Vollmacht', 'Offenlegung von Entschädigungen Dritter (FIDLEG Art. 26)']);
    expect(body.new_count).toBe(3);
  });

  it("shows each document in the user's language where it exists, else in German", async () => {
    const fr = json<List>(await get('partners_documents', demo, 'fr')).documents;
    expect(fr.find((d) => d.category === 'forms' && d.title.includes('procuration'))?.language).toBe('fr');
    const en = json<List>(await get('partners_documents', demo, 'en')).documents;
    // the address form exists in de, fr and it: English readers get German
    const address = en.find((d) => d.languages.some((l) => l.language === 'it') && d.title === 'Formular Adressänderung');
    expect(address?.language).toBe('de');
    expect(address?.languages.map((l) => l.language)).toEqual(['de', 'fr', 'it']);
    expect(en.find((d) => d.title === 'Factsheet Growth')).toBeDefined();
  });

  it('searches titles in every language, case-insensitively, and filters by category', async () => {
    const search = json<List>(await get(`partners_documents?search=${encodeURIComponent('FACTSHEET')}`, demo)).documents;
    expect(search.map((d) => d.title).sort()).toEqual(['Factsheet Ausgewogen', 'Factsheet Konservativ', 'Factsheet Wachstum']);
    // a French word finds the document shown in German
    const french = json<List>(await get(`partners_documents?search=procuration`, demo)).documents;
    expect(french.map((d) => d.title)).toEqual(['Formular Vollmacht']);
    // % is no wildcard
    expect(json<List>(await get(`partners_documents?search=${encodeURIComponent('%')}`, demo)).documents).toEqual([]);
    const forms = json<List>(await get('partners_documents?category=forms', demo)).documents;
    expect(forms.every((d) => d.category === 'forms')).toBe(true);
    expect(forms).toHaveLength(2);
  });

  it('refuses an invalid category or a too long search with a translated message', async () => {
    const bad = await get('partners_documents?category=secret', demo, 'en');
    expect(bad.statusCode).toBe(422);
    const long = await get(`partners_documents?search=${'x'.repeat(101)}`, demo);
    expect(long.statusCode).toBe(422);
  });
});

describe('a document', () => {
  const idOf = async (title: string) => {
    const [row] = await db()
      .select({ id: s.partnerDocumentVersions.documentId })
      .from(s.partnerDocumentVersions)
      .where(eq(s.partnerDocumentVersions.title, title));
    return row!.id;
  };

  it('is downloaded as a PDF, in the language shown or the one asked for', async () => {
    const id = await idOf('Factsheet Wachstum');
    const response = await get(`partners_documents/${id}/download`, demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Factsheet-Wachstum.pdf"; filename*=UTF-8''Factsheet-Wachstum.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const inline = await get(`partners_documents/${id}/download?language=fr&disposition=inline`, demo);
    expect(inline.headers['content-disposition']).toMatch(
      /^inline; filename="Fiche-produit-Equilibre|^inline; filename="Fiche-produit-Croissance/,
    );
    expect(inline.rawPayload.equals(response.rawPayload)).toBe(false);
  });

  it('answers 404 for a language it does not exist in', async () => {
    const id = await idOf('Gebührenreglement 2026');
    const response = await get(`partners_documents/${id}/download?language=it`, demo, 'en');
    expect(response.statusCode).toBe(404);
    expect(json(response).message).toBe('This document does not exist in this language.');
  });

  it("is not found for another company's adviser (404, list, detail and download)", async () => {
    const id = await idOf('Gebührenreglement 2026');
    expect((await get(`partners_documents/${id}`, demo)).statusCode).toBe(200);
    for (const url of [`partners_documents/${id}`, `partners_documents/${id}/download`, `partners_documents/${id}/download?language=de`]) {
      const response = await get(url, other, 'fr');
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe("Ce document n'a pas été trouvé.");
    }
    const listed = json<List>(await get('partners_documents', other)).documents.map((d) => d.id);
    expect(listed).not.toContain(id);
    expect(listed).toContain(await idOf('Vertragsnachtrag Lemanic Partners'));
  });
});

describe('new since the last look', () => {
  it('clears the marks for the adviser who looked, and for no one else', async () => {
    const seen = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin_partner/partners_documents/mark_as_seen',
      headers: bearer(colleague),
    });
    expect(seen.statusCode).toBe(200);
    // the API's clock (the suite's fixed day)
    expect(json<{ last_seen_at: string }>(seen).last_seen_at.slice(0, 10)).toBe('2026-11-25');
    expect(json<List>(await get('partners_documents', colleague)).new_count).toBe(0);
    expect(json<List>(await get('partners_documents', demo)).new_count).toBe(3);
  });
});

describe('publishing a document', () => {
  it('adds it for the companies it is meant for and notifies their advisers who see documents', async () => {
    const [lemanic] = await db().select().from(s.partnerCompanies).where(eq(s.partnerCompanies.name, 'Lemanic Partners SA'));
    const publishedAt = new Date();
    const result = await publishDocument(db(), {
      category: 'regulatory',
      versions: [
        {
          language: 'fr',
          title: 'Circulaire FINMA 2026/1',
          fileName: 'circulaire.pdf',
          content: await seedDocumentPdf('Circulaire FINMA 2026/1', 'fr', publishedAt),
        },
      ],
      companyIds: [lemanic!.id],
      publishedAt,
    });
    expect(result.notified).toBe(1);
    const [otherUser] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'other@second-partner.example'));
    const notices = await db()
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.partnerUserId, otherUser!.id), eq(s.notifications.kind, 'new_partner_document')));
    expect(notices.map((n) => n.userUpdates.document_name)).toContain('Circulaire FINMA 2026/1');
    const list = json<List>(await get('partners_documents', other)).documents;
    expect(list[0]).toMatchObject({ title: 'Circulaire FINMA 2026/1', new: true, language: 'fr' });
    expect(json<List>(await get('partners_documents', demo)).documents.map((d) => d.title)).not.toContain('Circulaire FINMA 2026/1');
  });

  it('accepts only PDFs', async () => {
    await expect(
      publishDocument(db(), {
        category: 'forms',
        versions: [{ language: 'de', title: 'x', fileName: 'x.pdf', content: Buffer.from('hello') }],
        publishedAt: new Date(),
      }),
    ).rejects.toThrow('x.pdf is not a PDF');
  });
});

describe('the documents module', () => {
  it('is refused (403) to an adviser without it', async () => {
    const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'colleague@partner.example'));
    await db()
      .update(s.partnerUsers)
      .set({ visibleModules: ['clients'] })
      .where(eq(s.partnerUsers.id, user!.id));
    const token = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
    const response = await get('partners_documents', token, 'en');
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('This module is not enabled for your account.');
    await db().update(s.partnerUsers).set({ visibleModules: user!.visibleModules }).where(eq(s.partnerUsers.id, user!.id));
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin_partner/partners_documents' })).statusCode).toBe(401);
  });
});
