import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * Passes bytes on as they come and fails at their end when they do not have the SHA-256 they were stored with: a
 * download of a damaged or swapped file breaks off instead of completing.
 */
export function checkedStream(sha256: string, what: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = hash.digest('hex');
      done(actual === sha256 ? null : new Error(`${what} does not match its checksum`));
    },
  });
}
