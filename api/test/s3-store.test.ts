import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver: an S3 emulator of its own, which checks Signature Version 4 with the credentials S3RVER/S3RVER
import S3rver from 's3rver';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client, s3UploadStore } from '../src/lib/s3-store';
import { bearer, build, multipart, signIn } from './helpers';

// The upload store on S3-compatible storage, against an S3 emulator that checks the signatures.

// The suite's Date is fake (jest.config.js) but the emulator's answers carry the real time in their Date header, and the
// AWS SDK corrects its clock to a server's: its signatures would then be of a time the emulator calls skewed. Nothing
// here depends on the day, so this file runs on the real clock.
jest.useRealTimers();

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
    // written past the store, with a checksum that is not its bytes'
    const client = s3Client({ endpoint, bucket: 'portal-uploads', ...credentials });
    await client.send(
      new PutObjectCommand({
        Bucket: 'portal-uploads',
        Key: 'swapped.pdf',
        Body: Buffer.from('%PDF-1.4 swapped'),
        Metadata: { sha256: '0'.repeat(64) },
      }),
    );
    client.destroy();
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

  it('sends path-style requests signed with Signature Version 4, the payload hashed and its own checksum as metadata', async () => {
    // the emulator checks the key id only (it does not compute V4 signatures): the request itself is looked at
    const seen: http.IncomingMessage[] = [];
    const bodies: Buffer[] = [];
    const recorder = http.createServer((request, response) => {
      seen.push(request);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push(Buffer.concat(chunks));
        response.end();
      });
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = recorder.address() as AddressInfo;
      const store = s3UploadStore({ endpoint: `http://127.0.0.1:${port}/`, bucket: 'portal-uploads', ...credentials });
      const pdf = Buffer.from('%PDF-1.4 Ausweis');
      await store.put('onboarding/1/42/front ä+b.pdf', pdf);
      const [request] = seen;
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      expect(request!.method).toBe('PUT');
      expect(new URL(request!.url!, 'http://store').pathname).toBe('/portal-uploads/onboarding/1/42/front%20%C3%A4%2Bb.pdf');
      expect(bodies[0]).toEqual(pdf);
      expect(request!.headers['x-amz-meta-sha256']).toBe(sha256);
      expect(request!.headers['x-amz-content-sha256']).toBe(sha256);
      const authorization =
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/(\d{8})\/us-east-1\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
          String(request!.headers.authorization),
        );
      expect(authorization).not.toBeNull();
      expect(String(request!.headers['x-amz-date']).slice(0, 8)).toBe(authorization![1]);
      expect(authorization![2]!.split(';')).toEqual(
        expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-meta-sha256']),
      );
    } finally {
      recorder.close();
    }
  });

  it('streams an object back, checked against its checksum as it is read', async () => {
    const store = s3UploadStore({ endpoint, bucket: 'portal-uploads', ...credentials });
    const pdf = Buffer.from('%PDF-1.4\n% Depotauszug\n');
    await store.put('analysis/7/depot.pdf', pdf);
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.open('analysis/7/depot.pdf'))!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(pdf);
    expect(await store.open('analysis/7/none.pdf')).toBeNull();

    const client = s3Client({ endpoint, bucket: 'portal-uploads', ...credentials });
    await client.send(
      new PutObjectCommand({ Bucket: 'portal-uploads', Key: 'analysis/7/swapped.pdf', Body: pdf, Metadata: { sha256: '0'.repeat(64) } }),
    );
    client.destroy();
    const swapped = (await store.open('analysis/7/swapped.pdf'))!;
    await expect(
      (async () => {
        for await (const _chunk of swapped) void _chunk;
      })(),
    ).rejects.toThrow(/S3 object analysis\/7\/swapped.pdf/);
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
