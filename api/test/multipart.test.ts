import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import multipartPlugin from '@fastify/multipart';
import { readMultipart } from '../src/lib/multipart';
import { bearer, build, firstClientOf, json, multipart, signIn, type TestContext } from './helpers';

// The answers of the upload routes to a multipart body the API cannot read, or with more than the one file it takes
// (api/src/lib/multipart.ts): a 400 and a 422 with a translated message, never a 500 or the 413 of a large file.

let ctx: TestContext;
let dataDir: string;
let token: string;
let clientId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'multipart-'));
  ctx = await build({ dataDir });
  token = (await signIn(ctx.app)).access_token;
  clientId = await firstClientOf(ctx.database);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const base = '/api/v1/admin_partner';
const routes = () => [
  { method: 'POST' as const, url: `${base}/portfolio_analyse_documents` },
  { method: 'PUT' as const, url: `${base}/clients/${clientId}/save_documents` },
  { method: 'POST' as const, url: `${base}/projections/export_projection` },
];
const send = (
  route: { method: 'POST' | 'PUT'; url: string },
  payload: string | Buffer,
  contentType = 'multipart/form-data; boundary=xyz',
  language = 'de',
) => ctx.app.inject({ ...route, payload, headers: { ...bearer(token), 'content-type': contentType, 'accept-language': language } });

const unreadable = {
  de: 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  en: 'The upload could not be read. Please try again.',
  fr: "Le téléversement n'a pas pu être lu. Veuillez réessayer.",
  it: 'Non è stato possibile leggere il caricamento. Riprovi, per favore.',
};

describe('a multipart body the API cannot read', () => {
  // bodies a browser's form never sends: not multipart at all, without a boundary, cut off inside a file or a field,
  // past the limits of the API's forms
  const broken: [string, string, string][] = [
    ['a body that is not multipart', 'garbage', 'multipart/form-data; boundary=xyz'],
    ['a content type without its boundary', 'garbage', 'multipart/form-data'],
    [
      'a file part cut off before its end',
      '--xyz\r\nContent-Disposition: form-data; name="attachment"; filename="depot.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n and then',
      'multipart/form-data; boundary=xyz',
    ],
    [
      'a text field cut off before its end',
      '--xyz\r\nContent-Disposition: form-data; name="declared_value"\r\n\r\n2500',
      'multipart/form-data; boundary=xyz',
    ],
    [
      'a field named like a property of every object',
      '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n',
      'multipart/form-data; boundary=xyz',
    ],
    [
      'more text fields than a form of the API has (20)',
      `${Array.from({ length: 25 }, (_, i) => `--xyz\r\nContent-Disposition: form-data; name="field_${i}"\r\n\r\nx\r\n`).join('')}--xyz--\r\n`,
      'multipart/form-data; boundary=xyz',
    ],
  ];

  it.each(broken)('is a 400 with a translated message on every upload route: %s', async (_label, payload, contentType) => {
    for (const route of routes()) {
      const response = await send(route, payload, contentType);
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 400 });
      expect(json(response).message).toBe(unreadable.de);
    }
  });

  it('answers in the language of the request', async () => {
    for (const language of ['en', 'fr', 'it'] as const) {
      const response = await send(routes()[0]!, 'garbage', undefined, language);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(unreadable[language]);
    }
  });
});

describe('more than one file in an upload', () => {
  const twoFiles = () =>
    multipart([
      { name: 'declared_value', value: '250000' },
      { name: 'attachment', fileName: 'one.pdf', data: Buffer.from('%PDF-1.7\n one') },
      { name: 'attachment', fileName: 'two.pdf', data: Buffer.from('%PDF-1.7\n two') },
    ]);

  it('is a 422 that says one file is allowed, not the 413 of a file over 10 MB', async () => {
    const body = twoFiles();
    const response = await send(routes()[0]!, body.payload, body.headers['content-type']);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: 'Pro Upload ist nur eine Datei erlaubt.',
      errors: [{ field: 'attachment', message: 'Pro Upload ist nur eine Datei erlaubt.' }],
    });
    const english = await send(routes()[0]!, body.payload, body.headers['content-type'], 'en');
    expect(json(english).message).toBe('Only one file is allowed per upload.');
    const documents = await send(routes()[1]!, body.payload, body.headers['content-type'], 'fr');
    expect(documents.statusCode).toBe(422);
    expect(json(documents).message).toBe('Un seul fichier est autorisé par téléversement.');
  });

  it('keeps the 413 for a file over 10 MB', async () => {
    const body = multipart([
      { name: 'declared_value', value: '250000' },
      { name: 'attachment', fileName: 'big.pdf', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) },
    ]);
    const response = await send(routes()[0]!, body.payload, body.headers['content-type'], 'en');
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toBe('File is too large. Max limit is 10mb.');
  });
});

describe('readMultipart', () => {
  /** A request whose parts fail with `error`, on an instance with @fastify/multipart (its error classes). */
  async function failingRequest(error: Error) {
    const app = Fastify();
    await app.register(multipartPlugin);
    await app.ready();
    const request = {
      isMultipart: () => true,
      // eslint-disable-next-line require-yield -- the parts fail before the first one
      parts: async function* () {
        throw error;
      },
      scope: { locale: 'en' },
      server: app,
    } as unknown as FastifyRequest;
    return { request, close: () => app.close() };
  }

  it('passes on an error that is not the parser refusing the body (a fault of the server stays a 500)', async () => {
    for (const error of [
      new TypeError('Cannot read properties of undefined'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('the file buffer was not found'), { statusCode: 500 }),
    ]) {
      const { request, close } = await failingRequest(error);
      await expect(readMultipart(request)).rejects.toBe(error);
      await close();
    }
  });
});
