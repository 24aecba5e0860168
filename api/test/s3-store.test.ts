import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver: an S3 emulator of its own, which checks Signature Version 4 with the credentials S3RVER/S3RVER
import S3rver from 's3rver';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { s3UploadStore, signS3Request } from '../src/lib/s3-store';
import { bearer, build, multipart, signIn } from './helpers';

// The upload store on S3-compatible storage, against an S3 emulator that checks the signatures.

let server: S3rver;
let directory: string;
let endpoint: string;
const credentials = { region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 's3-store-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'portal-uploads', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the S3 upload store', () => {
  it('puts, gets and removes objects, signed so that the store accepts them', async () => {
    const store = s3UploadStore({ endpoint, bucket: 'portal-uploads', ...credentials });
    const pdf = Buffer.from('%PDF-1.4\n% Ausweis von Anna Müller\n');
    await store.put('onboarding/1/42/front ä+b.pdf', pdf);
    expect(await store.get('onboarding/1/42/front ä+b.pdf')).toEqual(pdf);
    // 10 MB arrive whole
    const large = Buffer.alloc(10 * 1024 * 1024, 7);
    await store.put('onboarding/1/42/large.pdf', large);
    expect((await store.get('onboarding/1/42/large.pdf'))?.equals(large)).toBe(true);

    await store.remove('onboarding/1/42/front ä+b.pdf');
    expect(await store.get('onboarding/1/42/front ä+b.pdf')).toBeNull();
    await expect(store.remove('onboarding/1/42/never-there.pdf')).resolves.toBeUndefined();
  });

  it('says why the store refused a request', async () => {
    const store = s3UploadStore({ endpoint, bucket: 'portal-uploads', ...credentials, accessKeyId: 'NOBODY' });
    await expect(store.put('x/y.pdf', Buffer.from('x'))).rejects.toThrow('S3 upload of x/y.pdf failed: 403 InvalidAccessKeyId');
    const missing = s3UploadStore({ endpoint, bucket: 'no-such-bucket', ...credentials });
    await expect(missing.put('x/y.pdf', Buffer.from('x'))).rejects.toThrow('S3 upload of x/y.pdf failed: 404 NoSuchBucket');
  });

  it('refuses an object whose bytes do not match the checksum written with them', async () => {
    const url = new URL(`${endpoint}/portal-uploads/swapped.pdf`);
    const body = Buffer.from('%PDF-1.4 swapped');
    const headers = signS3Request(credentials, { method: 'PUT', url, body, headers: { 'x-amz-meta-sha256': '0'.repeat(64) } });
    expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) })).status).toBe(200);
    const store = s3UploadStore({ endpoint, bucket: 'portal-uploads', ...credentials });
    await expect(store.get('swapped.pdf')).rejects.toThrow('S3 object swapped.pdf does not match its checksum');
  });

  it('sends a request again that met a connection the server had closed', async () => {
    let requests = 0;
    const flaky = http.createServer((request, response) => {
      requests += 1;
      if (requests === 1) request.socket.destroy();
      else response.end('%PDF-1.4 second try');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = flaky.address() as AddressInfo;
      const store = s3UploadStore({ endpoint: `http://127.0.0.1:${port}`, bucket: 'b', ...credentials });
      expect((await store.get('a.pdf'))?.toString()).toBe('%PDF-1.4 second try');
      expect(requests).toBe(2);
    } finally {
      flaky.close();
    }
  });

  it('refuses a key that climbs out of its prefix', async () => {
    const store = s3UploadStore({ endpoint, bucket: 'portal-uploads', ...credentials });
    await expect(store.get('../other-bucket/secret')).rejects.toThrow(/outside the store/);
  });

  it('signs as Signature Version 4 does (the GET Object example of the AWS documentation)', () => {
    const headers = signS3Request(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        now: () => new Date('2013-05-24T00:00:00Z'),
      },
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' } },
    );
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });
});

describe('the API with S3_ENDPOINT', () => {
  it('makes its bucket, keeps an uploaded ID document there (not under its data directory) and streams it back', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 's3-api-'));
    const s3 = { endpoint, bucket: 'api-uploads', ...credentials };
    const ctx = await build({ dataDir, s3 });
    try {
      const token = (await signIn(ctx.app)).access_token;
      const [client] = await ctx.database.db
        .select({ id: schema.clients.id })
        .from(schema.clients)
        .innerJoin(schema.partnerUsers, eq(schema.partnerUsers.id, schema.clients.partnerUserId))
        .where(and(eq(schema.partnerUsers.email, 'demo@partner.example'), isNull(schema.clients.deletedAt)))
        .orderBy(asc(schema.clients.id))
        .limit(1);
      const pdf = Buffer.from('%PDF-1.4\n% beglaubigte Kopie\n');
      const body = multipart([{ name: 'partner_certified_id_document', fileName: 'kopie.pdf', data: pdf }]);
      const uploaded = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/admin_partner/clients/${client!.id}/save_documents`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select()
        .from(schema.clientOnboardingDocuments)
        .where(eq(schema.clientOnboardingDocuments.clientId, client!.id));
      expect(await s3UploadStore(s3).get(row!.storageKey)).toEqual(pdf);
      expect(existsSync(path.join(dataDir, 'uploads', row!.storageKey))).toBe(false);

      const downloaded = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin_partner/clients/${client!.id}/onboarding_documents/partner_certified_id_document`,
        headers: bearer(token),
      });
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.rawPayload).toEqual(pdf);
    } finally {
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
