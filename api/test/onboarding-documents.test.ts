import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { OnboardingStateResponse } from '@portal/shared/contracts';
import * as s from '../src/db/schema';
import { sniffIdDocument } from '../src/lib/id-documents';
import { bearer, build, firstClientOf, multipart, signIn, type TestContext } from './helpers';

// The wizard's documents (issue 11): `PUT clients/{id}/save_documents` and the download of what was uploaded.

const MB = 1024 * 1024;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR front of the ID')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF back of the ID')]);
const pdfOf = (size: number) => {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
};

let ctx: TestContext;
let dataDir: string;
let demo: string;
let other: string;
let clientId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'onboarding-documents-'));
  ctx = await build({ dataDir });
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  clientId = await firstClientOf(ctx.database);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (field: string, data: Buffer, fileName: string, token = demo, id = clientId, type = 'application/octet-stream') => {
  const body = multipart([{ name: field, fileName, data, type }]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/admin_partner/clients/${id}/save_documents`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const download = (kind: string, token = demo, id = clientId) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin_partner/clients/${id}/onboarding_documents/${kind}`, headers: bearer(token) });

/** The files in the upload store under the client's folder. */
const storedFiles = () => {
  const dir = path.join(dataDir, 'uploads', 'onboarding');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
};
const flagsOf = async (id = clientId) => {
  const [row] = await db().select().from(s.clients).where(eq(s.clients.id, id));
  return {
    id: row!.partnerSuggestedIdDocumentsUploaded,
    certified: row!.partnerCertifiedIdDocumentUploaded,
    pao: row!.signedOnboardingPaoUploaded,
  };
};

describe('save_documents', () => {
  it('stores the front and the back of the ID with their checksums; the ID counts as uploaded once both are', async () => {
    const front = await upload('partner_suggested_id_document_front', png, 'C:\\Scans\\ausweis vorne.png');
    expect(front.statusCode).toBe(200);
    const afterFront = front.json() as OnboardingStateResponse;
    expect(afterFront.documents).toEqual([
      {
        kind: 'partner_suggested_id_document_front',
        file_name: 'ausweis vorne.png',
        file_kind: 'png',
        size_bytes: png.length,
        sha256: createHash('sha256').update(png).digest('hex'),
        uploaded_at: expect.any(String) as string,
      },
    ]);
    expect(afterFront.client.partner_suggested_id_documents_uploaded).toBe(false);
    expect((await flagsOf()).id).toBe(false);

    const back = await upload('partner_suggested_id_document_back', jpeg, 'back.jpg');
    expect(back.statusCode).toBe(200);
    const afterBack = back.json() as OnboardingStateResponse;
    expect(afterBack.documents.map((d) => [d.kind, d.file_kind])).toEqual([
      ['partner_suggested_id_document_back', 'jpeg'],
      ['partner_suggested_id_document_front', 'png'],
    ]);
    expect(afterBack.client.partner_suggested_id_documents_uploaded).toBe(true);
    expect(await flagsOf()).toEqual({ id: true, certified: false, pao: false });
    expect(storedFiles()).toHaveLength(2);

    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'client'), eq(s.auditLog.entityId, String(clientId))))
      .orderBy(desc(s.auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', details: { what: 'onboarding_document', kind: 'partner_suggested_id_document_back' } });
  });

  it('streams a document back as it was uploaded', async () => {
    const response = await download('partner_suggested_id_document_front');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''ausweis%20vorne.png");
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await download('partner_certified_id_document')).statusCode).toBe(404);
  });

  it('breaks a download off when the stored file no longer matches its checksum', async () => {
    const [row] = await db()
      .select()
      .from(s.clientOnboardingDocuments)
      .where(
        and(eq(s.clientOnboardingDocuments.clientId, clientId), eq(s.clientOnboardingDocuments.kind, 'partner_suggested_id_document_back')),
      );
    const file = path.join(dataDir, 'uploads', row!.storageKey);
    const original = readFileSync(file);
    writeFileSync(file, Buffer.concat([original.subarray(0, original.length - 1), Buffer.from([original.at(-1)! ^ 1])]));
    try {
      const damaged = await download('partner_suggested_id_document_back').then(
        (response) => ({ complete: response.statusCode === 200 && response.rawPayload.length === original.length }),
        () => ({ complete: false }),
      );
      expect(damaged.complete).toBe(false);
    } finally {
      writeFileSync(file, original);
    }
    expect((await download('partner_suggested_id_document_back')).rawPayload.equals(original)).toBe(true);
  });

  it('replaces a document of the same kind and removes the replaced file', async () => {
    const before = storedFiles();
    const newer = Buffer.concat([png, Buffer.from(' a sharper scan')]);
    expect((await upload('partner_suggested_id_document_front', newer, 'vorne-neu.png')).statusCode).toBe(200);
    const after = storedFiles();
    expect(after).toHaveLength(2);
    expect(after).not.toEqual(before);
    expect((await download('partner_suggested_id_document_front')).rawPayload.equals(newer)).toBe(true);
  });

  it('takes the certified copy and the signed power of attorney, each setting its step', async () => {
    expect((await upload('partner_certified_id_document', pdfOf(2000), 'beglaubigt.pdf')).statusCode).toBe(200);
    expect((await upload('signed_onboarding_pao', pdfOf(3000), 'vollmacht.pdf')).statusCode).toBe(200);
    expect(await flagsOf()).toEqual({ id: true, certified: true, pao: true });
  });

  it('accepts a file of exactly 10 MB and refuses one byte more with the message, storing nothing', async () => {
    expect((await upload('signed_onboarding_pao', pdfOf(10 * MB), 'exactly-10mb.pdf')).statusCode).toBe(200);
    const before = storedFiles();
    const [stored] = await db()
      .select()
      .from(s.clientOnboardingDocuments)
      .where(and(eq(s.clientOnboardingDocuments.clientId, clientId), eq(s.clientOnboardingDocuments.kind, 'signed_onboarding_pao')));
    expect(stored?.sizeBytes).toBe(10 * MB);

    const tooLarge = await upload('signed_onboarding_pao', pdfOf(10 * MB + 1), 'too-large.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Die Datei ist zu gross. Die Grenze liegt bei 10 MB.' });
    expect(storedFiles()).toEqual(before);
    const [still] = await db()
      .select()
      .from(s.clientOnboardingDocuments)
      .where(and(eq(s.clientOnboardingDocuments.clientId, clientId), eq(s.clientOnboardingDocuments.kind, 'signed_onboarding_pao')));
    expect(still?.fileName).toBe('exactly-10mb.pdf');
  });

  it('recognises the kind by content: a renamed executable is refused (415), whatever its name and type say', async () => {
    const before = storedFiles();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(200)]);
    const refused = await upload('partner_certified_id_document', elf, 'ausweis.pdf', demo, clientId, 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: 'Bitte laden Sie ein PDF, ein JPEG oder ein PNG hoch.' });
    expect(storedFiles()).toEqual(before);
    expect(sniffIdDocument(Buffer.from('PK\u0003\u0004 a word file'))).toBeNull();
    expect(sniffIdDocument(pdfOf(10))).toBe('pdf');
  });

  it('refuses an unknown field or a missing file (422), and answers in the caller’s language', async () => {
    const unknown = await upload('passport', png, 'pass.png');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'document', message: 'Bitte wählen Sie eine Datei aus.' }] });
    const empty = await upload('partner_certified_id_document', Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(422);
  });

  it("finds nothing of another company's client: neither upload nor download (404), and stores nothing", async () => {
    const before = storedFiles();
    expect((await upload('partner_certified_id_document', pdfOf(100), 'fremd.pdf', other)).statusCode).toBe(404);
    expect((await download('partner_suggested_id_document_front', other)).statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
    const state = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin_partner/client_onboarding/${clientId}`,
      headers: bearer(demo),
    });
    expect((state.json() as OnboardingStateResponse).documents.map((d) => d.kind)).toEqual([
      'partner_certified_id_document',
      'partner_suggested_id_document_back',
      'partner_suggested_id_document_front',
      'signed_onboarding_pao',
    ]);
  });
});
