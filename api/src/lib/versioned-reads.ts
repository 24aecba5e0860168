import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { eq } from 'drizzle-orm';
import { dataVersions } from '../db/schema';
import { audit, versionAndAudit, type AuditEntry } from './audit';
import { createVersionedCache } from './versioned-cache';

/**
 * A kept answer: the value it was made of and its body, serialised once against the route's response schema, with the
 * body's compressed copies made the first time a caller accepts each.
 */
export type Kept<T> = { value: T; payload: Buffer; encoded: Map<Encoding, Promise<Buffer>> };

type Encoding = 'br' | 'gzip';

// Below the gateway's own threshold a body is sent as it is (compressing it would cost more than it saves).
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Brotli at quality 5 (the gateway compresses every other answer at 4): made once per data version, not per request.
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body),
};
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** How a kept read turns its value into a body, and what besides the data version ends it (see versionedReads). */
export type KeptOptions<T> = {
  body?: (value: T) => unknown;
  until?: (value: T) => Date | null;
  marker?: (request: FastifyRequest) => Promise<string | number | null>;
};

/** The kept answer for a request (computed when the data moved), its audit entry written when `auditOf` is given. */
export type KeptRead<T> = (
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<T>,
  auditOf?: (value: T) => AuditEntry,
) => Promise<Kept<T>>;

/**
 * Sends a kept answer's body (Fastify serialises no Buffer again), compressed in the best encoding the caller accepts
 * (Brotli, else gzip) from the copy kept beside it: the answer of a company's AUM growth (173 KB at 10,000 clients) was
 * compressed by the gateway on every request. The gateway and nginx pass a compressed answer on as it is.
 */
export async function sendKept(reply: FastifyReply, kept: Kept<unknown>): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (kept.payload.length < COMPRESS_FROM_BYTES) return reply.send(kept.payload);
  reply.header('Vary', 'Accept-Encoding');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(kept.payload);
  let copy = kept.encoded.get(encoding);
  if (!copy) {
    copy = encoders[encoding](kept.payload);
    kept.encoded.set(encoding, copy);
  }
  const compressed = await copy.catch(() => null);
  if (compressed) return reply.header('Content-Encoding', encoding).send(compressed);
  // a copy that failed is not kept: this caller gets the plain body, the next one a new try
  if (kept.encoded.get(encoding) === copy) kept.encoded.delete(encoding);
  return reply.send(kept.payload);
}

/**
 * Reads kept by the version rule of lib/versioned-cache.ts (docs/performance.md): an answer is served again to the same
 * caller, scope, language, reference currency, day (of the app's clock) and URL while `data_versions` has not moved;
 * every table the reads are made of moves it when a change commits, so a write shows at once. A failure (a 404) is not
 * kept. The body is kept serialised: the route's response schema checks and serialises it once, not on every request.
 * A read with an audit entry writes it on every request, kept or not: for a kept answer in the statement that reads
 * the version (lib/audit.ts's versionAndAudit), else after the answer was computed (no entry for a 404).
 */
export function versionedReads(app: FastifyInstance) {
  // the one query of a kept read without an audit entry (`data_versions`, moved by the triggers of migrations 0019 and
  // 0021), built once
  const version = app.db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.id, 1)).prepare('data_version');
  const currentVersion = async () => (await version.execute())[0]?.version ?? 0;
  const keyOf = (request: FastifyRequest) =>
    [
      request.scope.companyId,
      request.scope.userId,
      request.scope.clients,
      request.scope.modules.join(','),
      request.scope.locale,
      request.user.referenceCurrency,
      app.now().toISOString().slice(0, 10),
      request.url,
    ].join('|');
  /**
   * `body` turns the kept value into the answer's body (the value itself by default); `until` gives the time (of the
   * app's clock) from which a kept value is no longer true although no data changed, null for none: the next blog
   * post's publication. `marker` reads, before the answer is computed, what else it is made of that moves without the
   * data version (a client's newest audit entry); an answer is kept per marker, so a new one computes it again. A
   * marker that answers null says that nothing marks the answer's last change exactly: it is computed for every
   * request and not kept.
   */
  return <T>({ body = (value) => value, until, marker }: KeptOptions<T> = {}): KeptRead<T> => {
    const cache = createVersionedCache<Kept<T>>();
    const fresh =
      until &&
      ((kept: Kept<T>) => {
        const end = until(kept.value);
        return end === null || app.now() < end;
      });
    return async (request, reply, compute, auditOf) => {
      const make = async (): Promise<Kept<T>> => {
        const value = await compute();
        return { value, payload: Buffer.from(reply.serialize(body(value)) as string), encoded: new Map() };
      };
      const mark = marker ? await marker(request) : undefined;
      if (mark === null) {
        const answer = await make();
        if (auditOf) await audit(app.db, request, auditOf(answer.value));
        return answer;
      }
      const key = mark === undefined ? keyOf(request) : `${keyOf(request)}|${mark}`;
      if (!auditOf) return cache.get(key, await currentVersion(), make, fresh);
      const kept = cache.peek(key);
      const served = kept && (await kept.value.catch(() => undefined));
      let current: number;
      if (kept && served) {
        const result = await versionAndAudit(app.db, request, auditOf(served.value), kept.version);
        if (result.audited) return served;
        current = result.version;
      } else {
        current = await currentVersion();
      }
      const answer = await cache.get(key, current, make);
      await audit(app.db, request, auditOf(answer.value));
      return answer;
    };
  };
}
