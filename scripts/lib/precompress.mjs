// Brotli and gzip copies of the built assets, made once at build time: the gateway serves `main.3f2a….js.br` to a
// browser that accepts brotli instead of compressing the same file again for every request (and at a level, brotli 11,
// that would be far too slow per request).
import { promisify } from 'node:util';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text formats. Images such as PNG and fonts such as WOFF2 are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this size the headers of a compressed answer cost more than they save (the gateway's threshold too). */
export const MIN_SIZE = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least MIN_SIZE bytes, unless the
 * copies are already newer than the file.
 * Returns the number of files compressed.
 */
export async function precompress(dir) {
  let count = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const { size, mtimeMs } = await stat(file);
    if (size < MIN_SIZE) continue;
    const fresh = await Promise.all(
      ['.br', '.gz'].map((ext) =>
        stat(file + ext).then(
          (copy) => copy.mtimeMs >= mtimeMs,
          () => false,
        ),
      ),
    );
    if (fresh.every(Boolean)) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
  }
  return count;
}

// `node scripts/lib/precompress.mjs <dir>…`: the container images' build stage (shell/Dockerfile, each remote's), whose
// nginx serves the copies (ops/nginx/precompressed.conf)
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${await precompress(dir)} files compressed`);
}
