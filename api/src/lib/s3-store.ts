import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { UploadStore } from '../plugins/upload-store';
import { checkedStream } from './checked-stream';

export type S3Options = {
  /** the service's address, e.g. http://minio:9000 (path-style requests: `{endpoint}/{bucket}/{key}`) */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the clock of the signature (tests) */
  now?: () => Date;
};

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each segment of a key, as S3's canonical URI wants it ('/' kept between segments). */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');

/**
 * The headers of a request signed with AWS Signature Version 4 (header variant, the payload's hash signed too): what
 * S3, MinIO and other S3-compatible stores check. `headers` are sent and signed with host and the x-amz-* ones.
 */
export function signS3Request(
  options: Omit<S3Options, 'bucket' | 'endpoint'>,
  request: { method: string; url: URL; body?: Buffer; headers?: Record<string, string> },
): Record<string, string> {
  const now = options.now?.() ?? new Date();
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    host: request.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonical = [
    request.method,
    request.url.pathname,
    // no query string on the requests of this store
    '',
    ...names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/**
 * The upload store on S3-compatible object storage (S3, MinIO), for several API instances that share their files.
 * Each object carries the SHA-256 of its bytes (`x-amz-meta-sha256`), checked when it is read back: a damaged or
 * swapped object is an error, not a download.
 */
export function s3UploadStore(options: S3Options): UploadStore {
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    // keys are made by the API; one that climbs out of its prefix would be a defect worth failing loudly on
    if (key.split('/').some((segment) => segment === '..' || segment === '')) throw new Error(`upload key outside the store: ${key}`);
    return new URL(`${base}/${encodeURIComponent(options.bucket)}/${encodeKey(key)}`);
  };
  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, headers: Record<string, string> = {}) => {
    const url = urlOf(key);
    // every request of the store is idempotent: one that met a connection the server had just closed (a kept-alive
    // socket it timed out) is sent again, signed anew
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fetch(url, {
          method,
          headers: signS3Request(options, { method, url, body, headers }),
          ...(body ? { body: new Uint8Array(body) } : {}),
        });
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  };
  const fail = async (what: string, key: string, response: Response) => {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? response.statusText;
    return new Error(`S3 ${what} of ${key} failed: ${response.status} ${code}`);
  };

  return {
    async put(key, data) {
      const response = await send('PUT', key, data, { 'content-type': 'application/octet-stream', 'x-amz-meta-sha256': sha256Hex(data) });
      if (!response.ok) throw await fail('upload', key, response);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail('download', key, response);
      const data = Buffer.from(await response.arrayBuffer());
      const expected = response.headers.get('x-amz-meta-sha256');
      if (expected && expected !== sha256Hex(data)) throw new Error(`S3 object ${key} does not match its checksum`);
      return data;
    },
    async open(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await fail('download', key, response);
      const stream = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      const expected = response.headers.get('x-amz-meta-sha256');
      return expected ? checkedStream(stream, expected, `S3 object ${key}`) : stream;
    },
    async remove(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      // deleting what is not there is no error, as on disk
      if (!response.ok && response.status !== 404) throw await fail('removal', key, response);
    },
  };
}

/** Makes the bucket unless it exists: the first start on an empty MinIO needs it. */
export async function ensureS3Bucket(options: S3Options): Promise<void> {
  const url = new URL(`${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`);
  const response = await fetch(url, { method: 'PUT', headers: signS3Request(options, { method: 'PUT', url }) });
  const text = await response.text();
  if (response.ok || /BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(text)) return;
  throw new Error(
    `S3 bucket ${options.bucket} could not be made: ${response.status} ${/<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? response.statusText}`,
  );
}
