import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import fp from 'fastify-plugin';

/**
 * Where uploaded files live. The API keeps them on disk under its data directory; another implementation of this
 * interface (S3, say) can take its place without the routes noticing. Keys are relative paths the API makes itself.
 */
export type UploadStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** the bytes, or null when there is no such file */
  get(key: string): Promise<Buffer | null>;
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
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('uploads', diskUploadStore(join(app.config.dataDir, 'uploads')));
  },
  { name: 'upload-store', dependencies: ['database'] },
);
