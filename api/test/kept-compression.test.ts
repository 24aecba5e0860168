import type * as zlib from 'node:zlib';
import { brotliDecompressSync } from 'node:zlib';
import { bearer, build, signIn, type TestContext } from './helpers';

// A kept answer's Brotli copy that fails (lib/versioned-reads.ts's sendKept) is not kept: that caller gets the plain
// body, and the next caller has the copy made again. zlib's Brotli is made to fail on demand here; every other use of
// zlib in the app stays the real one.
let failBrotli = 0;
jest.mock('node:zlib', () => {
  const actual = jest.requireActual<typeof zlib>('node:zlib');
  return {
    ...actual,
    brotliCompress: (body: Buffer, options: object, callback: (error: Error | null, result?: Buffer) => void) => {
      if (failBrotli > 0) {
        failBrotli--;
        setImmediate(() => callback(new Error('brotli failed (test)')));
        return;
      }
      actual.brotliCompress(body, options, callback);
    },
  };
});

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await build();
  token = (await signIn(ctx.app)).access_token;
});
afterAll(async () => ctx?.close());

const read = () =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/admin_partner/statistics/aum_growth?range=1y',
    headers: { ...bearer(token), 'accept-encoding': 'br' },
  });

it('sends the plain body when the compressed copy fails, and makes the copy again for the next caller', async () => {
  failBrotli = 1;
  const failed = await read();
  expect(failed.statusCode).toBe(200);
  expect(failed.headers['content-encoding']).toBeUndefined();
  expect(failBrotli).toBe(0);
  const plain = failed.body;
  expect(JSON.parse(plain)).toHaveProperty('valuations');

  const next = await read();
  expect(next.statusCode).toBe(200);
  expect(next.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(next.rawPayload).toString()).toBe(plain);
});
