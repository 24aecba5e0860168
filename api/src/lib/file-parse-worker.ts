/**
 * The parse worker (plugins/file-parser.ts): reads an uploaded file on a thread of its own, so that the API's event
 * loop keeps answering while it runs, and within the limits it is given (lib/file-limits.ts). One task at a time:
 * `{ id, task, data, limits }` in, `{ id, ok: true, value, mainThread }` or `{ id, ok: false, reason?, message }` out.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import { checkZipExpansion, FileLimitError, zipDirectory, type FileLimits } from './file-limits';
import { parseCsv, parseXlsx } from '../modules/portfolio-analysis/positions';
import { decodeText } from '../modules/portfolio-analysis/sniff';
import { statementLines } from '../modules/portfolio-analysis/statement';

export type ParseTask = 'csv' | 'xlsx' | 'pdf';
export type ParseRequest = { id: number; task: ParseTask; data: Uint8Array; limits: FileLimits };
export type ParseResponse =
  | { id: number; ok: true; value: string[][] | string[]; mainThread: boolean }
  | { id: number; ok: false; reason?: FileLimitError['reason']; message: string };

async function run({ task, data, limits }: ParseRequest): Promise<string[][] | string[]> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (task === 'csv') return parseCsv(decodeText(buffer), limits);
  if (task === 'pdf') return statementLines(buffer);
  // the directory again (the request checked it before sending the file here), then the actual sizes
  checkZipExpansion(buffer, zipDirectory(buffer, limits));
  return parseXlsx(buffer, limits);
}

parentPort?.on('message', (request: ParseRequest) => {
  run(request).then(
    (value) => parentPort!.postMessage({ id: request.id, ok: true, value, mainThread: isMainThread } satisfies ParseResponse),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        ok: false,
        reason: error instanceof FileLimitError ? error.reason : undefined,
        message: error instanceof Error ? error.message : String(error),
      } satisfies ParseResponse),
  );
});
