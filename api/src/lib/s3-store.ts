import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { UploadStore } from '../plugins/upload-store';
import { checkedStream } from './checked-stream';

export type S3Options = {
  /** the service's address, e.g. http://minio:9000 (path-style requests: `{endpoint}/{bucket}/{key}`) */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** How often a request is sent at most: a connection the server had just closed (a kept-alive socket it timed out) is retried. */
const MAX_ATTEMPTS = 3;

/**
 * The AWS SDK's S3 client for an S3-compatible store (S3, MinIO): path-style requests to the endpoint, signed with
 * Signature Version 4 by the SDK, every request (all idempotent) tried up to three times on a transient failure. The
 * SDK's own CRC checksums only where the service requires them: the store keeps its own SHA-256 (below), and not every
 * S3-compatible store knows the newer checksum headers.
 */
export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint.replace(/\/+$/, ''),
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: true,
    maxAttempts: MAX_ATTEMPTS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The service's answer to a request it refused: its HTTP status, or undefined for any other failure (the network). */
const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

const failure = (what: string, key: string, error: unknown) =>
  error instanceof S3ServiceException ? new Error(`S3 ${what} of ${key} failed: ${statusOf(error)} ${error.name}`) : error;

/**
 * The upload store on S3-compatible object storage (S3, MinIO), for several API instances that share their files.
 * Each object carries the SHA-256 of its bytes (`x-amz-meta-sha256`), checked when it is read back: a damaged or
 * swapped object is an error, not a download.
 */
export function s3UploadStore(options: S3Options): UploadStore {
  const client = s3Client(options);
  const Bucket = options.bucket;
  const checked = (key: string) => {
    // keys are made by the API; one that climbs out of its prefix would be a defect worth failing loudly on
    if (key.split('/').some((segment) => segment === '..' || segment === '')) throw new Error(`upload key outside the store: ${key}`);
    return key;
  };
  /** The object, or null where there is none (404). */
  const read = async (key: string): Promise<GetObjectCommandOutput | null> => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw failure('download', key, error);
    }
  };

  return {
    async put(key, data) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: checked(key),
            Body: data,
            ContentType: 'application/octet-stream',
            Metadata: { sha256: sha256Hex(data) },
          }),
        );
      } catch (error) {
        throw failure('upload', key, error);
      }
    },
    async get(key) {
      const object = await read(key);
      if (!object?.Body) return null;
      const data = Buffer.from(await object.Body.transformToByteArray());
      const expected = object.Metadata?.sha256;
      if (expected && expected !== sha256Hex(data)) throw new Error(`S3 object ${key} does not match its checksum`);
      return data;
    },
    async open(key) {
      const object = await read(key);
      if (!object?.Body) return null;
      // on Node the SDK's body is the response's readable stream
      const stream = object.Body as Readable;
      const expected = object.Metadata?.sha256;
      return expected ? checkedStream(stream, expected, `S3 object ${key}`) : stream;
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
      } catch (error) {
        // deleting what is not there is no error, as on disk
        if (statusOf(error) !== 404) throw failure('removal', key, error);
      }
    },
  };
}

/** Makes the bucket unless it exists: the first start on an empty MinIO needs it. */
export async function ensureS3Bucket(options: S3Options): Promise<void> {
  const client = s3Client(options);
  try {
    await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    if (error instanceof S3ServiceException && /BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(error.name)) return;
    throw error instanceof S3ServiceException
      ? new Error(`S3 bucket ${options.bucket} could not be made: ${statusOf(error)} ${error.name}`)
      : error;
  } finally {
    client.destroy();
  }
}
