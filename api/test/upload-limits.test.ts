import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { declaredBomb, lyingBomb, manyEntriesBomb } from './archive-bombs';
import { checkZipExpansion, DEFAULT_FILE_LIMITS, FileLimitError, zipDirectory } from '../src/lib/file-limits';
import { createParsePool } from '../src/plugins/file-parser';
import { bearer, build, json, multipart, signIn, type TestContext } from './helpers';

// Issue 29, item 2: an upload is read off the event loop, within limits (docs/files-and-gateway.md).

const url = '/api/v1/admin_partner/portfolio_analyse_documents';

/** A workbook of positions, `rows` of them: an allowed file, a large one when `rows` is large. */
async function positionsXlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Depot');
  sheet.addRow(['Name', 'ISIN', 'Amount', 'Currency']);
  for (let row = 0; row < rows; row += 1) sheet.addRow([`Swiss bonds ${row}`, 'CH0234567892', 1000 + row, 'CHF']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the archive checks, before and while unpacking', () => {
  it('refuses by the central directory a ZIP that declares too much unpacked or has too many entries, reading nothing', () => {
    expect(() => zipDirectory(declaredBomb(), DEFAULT_FILE_LIMITS)).toThrow(FileLimitError);
    expect(() => zipDirectory(manyEntriesBomb(), DEFAULT_FILE_LIMITS)).toThrow(/entries/);
  });

  it('refuses a ZIP whose data expands past what its directory declares, as soon as it passes it', () => {
    const bomb = lyingBomb(8);
    const entries = zipDirectory(bomb, DEFAULT_FILE_LIMITS);
    expect(entries.map((entry) => entry.unpackedSize)).toContain(1024);
    expect(() => checkZipExpansion(bomb, entries)).toThrow(/expands past its declared size/);
  });

  it('lets a real workbook through both checks', async () => {
    const data = await positionsXlsx(50);
    expect(() => checkZipExpansion(data, zipDirectory(data, DEFAULT_FILE_LIMITS))).not.toThrow();
  });
});

describe('the parse pool', () => {
  const gatedWorker = { file: path.join(__dirname, 'fixtures', 'gated-parse-worker.mjs'), execArgv: [] };
  let context: TestContext;
  beforeAll(async () => {
    context = await build();
  });
  afterAll(async () => context?.close());

  it('keeps the event loop answering while a parse runs, and answers once the parse is done', async () => {
    const pool = createParsePool({ size: 1, limits: DEFAULT_FILE_LIMITS, entry: gatedWorker });
    try {
      const gate = new Int32Array(new SharedArrayBuffer(4));
      let settled = false;
      const parse = pool.run('xlsx', new Uint8Array(gate.buffer)).finally(() => (settled = true));
      // the parse is blocked in its worker: the API answers another request meanwhile
      const health = await context.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(settled).toBe(false);
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
      expect(await parse).toEqual([['released']]);
      expect(pool.stats).toEqual({ done: 1, offMainThread: 1 });
    } finally {
      await pool.close();
    }
  });

  it('stops a parse past its time, ends its worker and reads the next file with a new one', async () => {
    // the first task is never answered, whatever the time limit; the second is answered at once by a new worker
    const pool = createParsePool({ size: 1, limits: { ...DEFAULT_FILE_LIMITS, timeoutMs: 3000 }, entry: gatedWorker });
    try {
      const never = new Int32Array(new SharedArrayBuffer(4));
      Atomics.store(never, 0, 2);
      await expect(pool.run('xlsx', new Uint8Array(never.buffer))).rejects.toMatchObject({ name: 'FileLimitError', reason: 'content' });
      const open = new Int32Array(new SharedArrayBuffer(4));
      Atomics.store(open, 0, 1);
      expect(await pool.run('csv', new Uint8Array(open.buffer))).toEqual([['released']]);
    } finally {
      await pool.close();
    }
  });
});

describe('uploads of portfolios within limits', () => {
  let context: TestContext;
  let token: string;
  beforeAll(async () => {
    context = await build({
      fileLimits: { ...DEFAULT_FILE_LIMITS, maxRows: 200 },
      uploadRateLimit: { max: 8, windowMs: 60 * 60 * 1000 },
    });
    token = (await signIn(context.app)).access_token;
  });
  afterAll(async () => context?.close());

  const upload = (data: Buffer, language = 'de', who = token) => {
    const body = multipart([
      { name: 'declared_value', value: '250000' },
      { name: 'attachment', fileName: 'depot.xlsx', data },
    ]);
    return context.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...bearer(who), ...body.headers, 'accept-language': language },
    });
  };
  const stored = () => {
    const dir = path.join(context.app.config.dataDir, 'uploads', 'portfolio-analysis');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
  };

  it('refuses an archive bomb, declared or lying, with a translated 413 and stores nothing', async () => {
    const before = stored();
    const declared = await upload(declaredBomb());
    expect(declared.statusCode).toBe(413);
    expect(json<{ message: string }>(declared).message).toBe(
      'Die Datei ist entpackt zu gross oder besteht aus zu vielen Teilen. Bitte laden Sie einen kleineren Auszug hoch.',
    );
    const lying = await upload(lyingBomb(), 'fr');
    expect(lying.statusCode).toBe(413);
    expect(json<{ message: string }>(lying).message).toMatch(/^Le fichier est trop volumineux une fois décompressé/);
    const many = await upload(manyEntriesBomb(), 'it');
    expect(json<{ message: string }>(many).message).toMatch(/^Il file è troppo grande una volta decompresso/);
    expect(stored()).toBe(before);
  });

  it('refuses a file with more rows than the limit, and reads one within it in a worker', async () => {
    const tooMany = await upload(await positionsXlsx(250), 'en');
    expect(tooMany.statusCode).toBe(413);
    expect(json<{ message: string }>(tooMany).message).toBe(
      'The file has too many rows or cells or cannot be read in reasonable time. Please upload a smaller extract.',
    );
    const csv = Buffer.from(['ISIN;Amount;Currency', ...Array.from({ length: 250 }, () => 'CH0234567892;1000;CHF')].join('\n'));
    expect((await upload(csv)).statusCode).toBe(413);

    const before = { ...context.app.fileParser.stats };
    const allowed = await upload(await positionsXlsx(150));
    expect(allowed.statusCode).toBe(201);
    expect(json<{ analysis: { positions_count: number } }>(allowed).analysis.positions_count).toBe(150);
    expect(context.app.fileParser.stats.offMainThread).toBe(before.offMainThread + 1);
  });

  it('limits the uploads of a user, with a translated 429, and not those of another', async () => {
    const small = await positionsXlsx(1);
    // eight a user may send (the earlier tests' count too): the ninth at the latest is refused
    const statuses: number[] = [];
    let refused: { statusCode: number; body: string } | undefined;
    for (let attempt = 0; attempt <= 8 && !refused; attempt += 1) {
      const response = await upload(small, 'en');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused = response;
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(refused?.statusCode).toBe(429);
    expect(JSON.parse(refused!.body)).toEqual({ message: 'Too many files uploaded in a short time. Please wait a few minutes.' });
    const colleague = (await signIn(context.app, 'colleague@partner.example')).access_token;
    expect((await upload(small, 'de', colleague)).statusCode).toBe(201);
  });
});
