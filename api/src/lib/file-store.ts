import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../db';
import { storedFiles } from '../db/schema';

export type StoredFile = { id: number; sha256: string; size: number; contentType: string };

/**
 * The small storage interface of the API's files: put bytes, get them back by id, with their checksum. The bytes
 * live in the `stored_files` table (see its comment); callers never touch the table.
 */
export const fileStore = {
  async put(db: Executor, content: Buffer, contentType: string): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const [row] = await db
      .insert(storedFiles)
      .values({ sha256, size: content.length, contentType, content })
      .returning({ id: storedFiles.id, sha256: storedFiles.sha256, size: storedFiles.size, contentType: storedFiles.contentType });
    return row!;
  },

  /** The file's bytes, checked against the checksum written with them (a damaged file is an error, not a download). */
  async get(db: Executor, id: number): Promise<(StoredFile & { content: Buffer }) | null> {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    if (!row) return null;
    const sha256 = createHash('sha256').update(row.content).digest('hex');
    if (sha256 !== row.sha256) throw new Error(`stored file ${id} does not match its checksum`);
    return { id: row.id, sha256: row.sha256, size: row.size, contentType: row.contentType, content: row.content };
  },
};

/** A `Content-Disposition` value with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'document.pdf';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a file as a download for this caller only: its name in the header, never cached by a shared cache. A stream
 * is sent as it comes (`size`, when known, tells the browser how much to expect).
 */
export function sendAttachment(reply: FastifyReply, body: Buffer | Readable, contentType: string, fileName: string, size?: number) {
  if (size !== undefined) reply.header('content-length', size);
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}
