import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/**
 * The bytes of `source` as they come, failing at their end when they do not have the SHA-256 they were stored with
 * (and when the source fails): a download of a damaged or swapped file breaks off instead of completing.
 */
export function checkedStream(source: Readable, sha256: string, what: string): Readable {
  const hash = createHash('sha256');
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = hash.digest('hex');
      done(actual === sha256 ? null : new Error(`${what} does not match its checksum`));
    },
  });
  source.on('error', (error) => checked.destroy(error));
  return source.pipe(checked);
}
