import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join, normalize, sep } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ensureS3Bucket, s3UploadStore } from '../lib/s3-store';

/**
 * Where uploaded files live: on disk under the API's data directory, or on S3-compatible storage when configured
 * (lib/s3-store.ts), without the routes noticing. Keys are relative paths the API makes itself.
 */
export type UploadStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** the bytes, or null when there is no such file */
  get(key: string): Promise<Buffer | null>;
  /** the bytes as a stream (a download sends them as they come), or null when there is no such file */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
};

export function diskUploadStore(root: string): UploadStore {
  const pathOf = (key: string) => {
    const full = normalize(join(root, key));
    // keys are made by the API, but a key that escaped the root would be a defect worth failing loudly on
    if (!full.startsWith(normalize(root) + sep)) throw new Error(`upload key outside the store: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      // written aside and renamed: a reader never sees half a file (the seed writes its demo files again)
      const aside = `${full}.${randomUUID()}.part`;
      await writeFile(aside, data, { mode: 0o600 });
      await rename(aside, full);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      const full = pathOf(key);
      try {
        await stat(full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(full);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The upload store the configuration asks for: S3 (its bucket made if need be) or the data directory. */
export async function openUploadStore(config: Pick<Config, 's3' | 'dataDir'>): Promise<UploadStore> {
  if (!config.s3) return diskUploadStore(join(config.dataDir, 'uploads'));
  await ensureS3Bucket(config.s3);
  return s3UploadStore(config.s3);
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('uploads', await openUploadStore(app.config));
  },
  { name: 'upload-store', dependencies: ['database'] },
);
