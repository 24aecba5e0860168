import { and, asc, eq, isNull } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientVbSearchResponse, VbSearch } from '@portal/shared/contracts';
import * as s from '../src/db/schema';
import { bearer, build, multipart, pdfTextOf, signIn, type TestContext } from './helpers';

// The vested-benefits search (issue 11): made, changed while pending, its power of attorney as a PDF, signed on paper
// or on screen.

let ctx: TestContext;
let dataDir: string;
let demo: string;
let other: string;
let clientIds: number[];
const db = () => ctx.database.db;

// a 1×1 PNG
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  // the signed powers of attorney go to the upload store of this directory
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vb-search-'));
  ctx = await build({ dataDir });
  demo = (await signIn(ctx.app)).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  // clients of demo@ without a search (the seed gives the first two one)
  const rows = await db()
    .select({ id: s.clients.id })
    .from(s.clients)
    .leftJoin(s.vbSearches, eq(s.vbSearches.clientId, s.clients.id))
    .where(and(eq(s.clients.partnerUserId, user!.id), isNull(s.vbSearches.id), isNull(s.clients.deletedAt)))
    .orderBy(asc(s.clients.id))
    .limit(4);
  clientIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = demo) =>
  ctx.app.inject({ method, url: `/api/v1/admin_partner/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('vb_search', () => {
  it('is started for a client, once, and its former employers change while it is pending', async () => {
    const [clientId] = clientIds;
    expect((await call('GET', `clients/${clientId}/vb_search`)).json()).toMatchObject({ vb_search: null });
    const created = await call('POST', 'vb_search', { client_id: clientId, former_employers: ['Kantonsspital Baden'] });
    expect(created.statusCode).toBe(201);
    const search = created.json() as VbSearch;
    expect(search).toMatchObject({ client_id: clientId, status: 'pending', former_employers: ['Kantonsspital Baden'], signature: null });
    expect((await call('POST', 'vb_search', { client_id: clientId, former_employers: [] })).statusCode).toBe(409);

    const updated = await call('PUT', `vb_search/${search.id}`, { former_employers: ['Kantonsspital Baden', 'ABB Schweiz AG'] });
    expect(updated.statusCode).toBe(200);
    const state = (await call('GET', `clients/${clientId}/vb_search`)).json() as ClientVbSearchResponse;
    expect(state.vb_search?.former_employers).toEqual(['Kantonsspital Baden', 'ABB Schweiz AG']);
    expect((await call('PUT', `vb_search/${search.id}`, { former_employers: [''] })).statusCode).toBe(422);
  });

  it('makes the power of attorney in the client’s language, and with the drawn signature once it is signed on screen', async () => {
    const [clientId] = clientIds;
    const { vb_search: search } = (await call('GET', `clients/${clientId}/vb_search`)).json() as ClientVbSearchResponse;
    const unsigned = await call('GET', `vb_search/${search!.id}/pao_document?locale=de`);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(unsigned.rawPayload);
    expect(text).toContain('Vollmacht für die Suche nach Freizügigkeitsguthaben');
    expect(text).toContain('Kantonsspital Baden · ABB Schweiz AG');
    expect(text).toContain('Alpen Finanz AG');
    expect(unsigned.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');

    const signed = await call('PUT', `vb_search/${search!.id}/sign_document`, {
      poa_signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'submitted', signature: 'drawn' });
    expect((signed.json() as VbSearch).submitted_at).not.toBeNull();
    const withSignature = await call('GET', `vb_search/${search!.id}/pao_document`);
    expect(withSignature.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    // handed in: neither changed nor signed again
    expect((await call('PUT', `vb_search/${search!.id}`, { former_employers: [] })).statusCode).toBe(409);
    expect(
      (await call('PUT', `vb_search/${search!.id}/sign_document`, { poa_signature: `data:image/png;base64,${png.toString('base64')}` }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a signature that is not a PNG', async () => {
    const search = (await call('POST', 'vb_search', { client_id: clientIds[1], former_employers: [] })).json() as VbSearch;
    const jpegAsPng = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
    expect((await call('PUT', `vb_search/${search.id}/sign_document`, { poa_signature: jpegAsPng })).statusCode).toBe(422);
    expect((await call('PUT', `vb_search/${search.id}/sign_document`, { poa_signature: 'javascript:alert(1)' })).statusCode).toBe(422);
  });

  it('takes the power of attorney signed on paper (PDF, JPEG or PNG by content), which hands the search in', async () => {
    const { vb_search: search } = (await call('GET', `clients/${clientIds[1]}/vb_search`)).json() as ClientVbSearchResponse;
    const upload = (data: Buffer, name: string) => {
      const body = multipart([{ name: 'poa_wet_signed', fileName: name, data }]);
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/admin_partner/vb_search/${search!.id}/pao_signed_document`,
        headers: { ...bearer(demo), ...body.headers },
        payload: body.payload,
      });
    };
    const exe = await upload(Buffer.from('MZ\x90\x00 a program'), 'vollmacht.pdf');
    expect(exe.statusCode).toBe(415);
    expect((await call('GET', `clients/${clientIds[1]}/vb_search`)).json()).toMatchObject({ vb_search: { status: 'pending' } });
    const paper = await upload(Buffer.from('%PDF-1.4\n% signed on paper\n'), 'vollmacht-unterschrieben.pdf');
    expect(paper.statusCode).toBe(200);
    expect(paper.json()).toMatchObject({ status: 'submitted', signature: 'wet' });
  });

  it("records the wealth manager's answer to a handed-in search (operators only) and tells the adviser", async () => {
    const operator = (await signIn(ctx.app, 'ops@partner.example')).access_token;
    const { vb_search: handedIn } = (await call('GET', `clients/${clientIds[1]}/vb_search`)).json() as ClientVbSearchResponse;
    const answer = {
      status: 'forwarded',
      note: 'Zwei Konten gefunden: Stiftung Auffangeinrichtung BVG, Freizügigkeitsstiftung der Zürcher Kantonalbank',
    };
    expect((await call('PUT', `vb_search/${handedIn!.id}/answer`, answer)).statusCode).toBe(403);
    expect((await call('PUT', `vb_search/${handedIn!.id}/answer`, { status: 'submitted' }, operator)).statusCode).toBe(422);

    const answered = await call('PUT', `vb_search/${handedIn!.id}/answer`, answer, operator);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'forwarded', answer_note: answer.note });
    expect((answered.json() as VbSearch).answered_at).not.toBeNull();
    // answered once
    expect((await call('PUT', `vb_search/${handedIn!.id}/answer`, { status: 'rejected' }, operator)).statusCode).toBe(409);

    const [notice] = await db()
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.kind, 'vb_search_answer'), eq(s.notifications.clientId, clientIds[1]!)));
    expect(notice).toMatchObject({ userUpdates: { new_status: 'forwarded' } });
    const [demoUser] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
    expect(notice!.partnerUserId).toBe(demoUser!.id);

    // a search still being prepared has nothing to answer
    const pending = (await call('POST', 'vb_search', { client_id: clientIds[3], former_employers: [] })).json() as VbSearch;
    expect((await call('PUT', `vb_search/${pending.id}/answer`, { status: 'rejected' }, operator)).statusCode).toBe(409);
  });

  it("finds nothing of another company's client (404)", async () => {
    const { vb_search: search } = (await call('GET', `clients/${clientIds[0]}/vb_search`)).json() as ClientVbSearchResponse;
    expect((await call('GET', `clients/${clientIds[0]}/vb_search`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', 'vb_search', { client_id: clientIds[2], former_employers: [] }, other)).statusCode).toBe(404);
    expect((await call('PUT', `vb_search/${search!.id}`, { former_employers: [] }, other)).statusCode).toBe(404);
    expect((await call('GET', `vb_search/${search!.id}/pao_document`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `clients/${clientIds[2]}/vb_search`)).json()).toMatchObject({ vb_search: null });
  });
});
