import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { PartnerNotification, PortfolioAnalysisDocument } from '@portal/shared/contracts';
import { bearer, build, json, signIn, type TestContext } from './helpers';
import { exchangeRates } from '../src/db/schema';
import { deliverAnalysis } from '../src/ops/analysis-delivery';
import { readStatementPositions, statementLines } from '../src/modules/portfolio-analysis/statement';
import { readReceivedStatements } from '../src/modules/portfolio-analysis/statement-reader';
import type { UploadStore } from '../src/plugins/upload-store';

const url = '/api/v1/admin_partner/portfolio_analyse_documents';

/** A PDF made with pdfkit: each line's cells at their x positions, as a bank's table prints them. */
function pdfOf(lines: [number, string][][], draw?: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  lines.forEach((cells, index) => {
    for (const [x, text] of cells) doc.fontSize(9).text(text, x, 80 + index * 20, { lineBreak: false });
  });
  draw?.(doc);
  doc.end();
  return done;
}

// three positions with valid ISINs (one in USD), a position whose ISIN's check digit is wrong (no position), one
// with an ISIN but no amount (skipped), and the lines around them
const statement = () =>
  pdfOf([
    [[50, 'Bank am Limmat AG — Depotauszug per 31.10.2026']],
    [
      [50, 'Bezeichnung'],
      [230, 'ISIN'],
      [330, 'Whg'],
      [380, 'Marktwert'],
    ],
    [
      [50, 'Nestlé Namenaktie'],
      [230, 'CH0038863350'],
      [330, 'CHF'],
      [380, "120'000.00"],
    ],
    [
      [50, 'Obligationen Schweiz Fonds'],
      [230, 'CH0012005267'],
      [330, 'CHF'],
      [380, "80'000.00"],
    ],
    [
      [50, 'MSCI World ETF'],
      [230, 'IE00B4L5Y983'],
      [330, 'USD'],
      [380, "50'000.00"],
    ],
    [
      [50, 'Tippfehler AG'],
      [230, 'CH0038863351'],
      [330, 'CHF'],
      [380, "999'999.00"],
    ],
    [
      [50, 'Ohne Bewertung'],
      [230, 'US0378331005'],
      [330, 'n/a'],
    ],
    [
      [50, 'Total'],
      [330, 'CHF'],
      [380, "245'000.00"],
    ],
  ]);

/** A scan: a page of graphics, no text. */
const scan = () => pdfOf([], (doc) => doc.rect(50, 50, 400, 300).fill('#999999'));

function multipart(data: Buffer, fileName: string, declaredValue = 300_000) {
  const boundary = '----statement-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="declared_value"\r\n\r\n${declaredValue}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('reading a statement (text lines and positions)', () => {
  it('puts the cells of a table row on one line and finds the positions with a valid ISIN, an amount and a currency', async () => {
    const lines = await statementLines(await statement());
    expect(lines).toContain("Nestlé Namenaktie CH0038863350 CHF 120'000.00");
    const read = readStatementPositions(lines);
    expect(read.positions.map((position) => [position.isin, position.amount, position.currency])).toEqual([
      ['CH0038863350', 120_000, 'CHF'],
      ['CH0012005267', 80_000, 'CHF'],
      ['IE00B4L5Y983', 50_000, 'USD'],
    ]);
    expect(read.positions[0]!.name).toBe('Nestlé Namenaktie');
    // the ISIN without amount or currency; the one with a wrong check digit is no position at all
    expect(read.skipped).toBe(1);
  });

  it('takes the market value beside the currency, not the quantity, the price, a date or a percentage', () => {
    const read = readStatementPositions([
      "Aktien Schweiz CH0038863350 1'200 86.40 CHF 103'680.00",
      'MSCI World IE00B4L5Y983 USD 50,000.00 12.5 %',
      'Europa LU0274208130 31.10.2026 EUR 80\u202f000,50',
      // quantity and price stand beside each other, the market value beside the currency
      "Immobilien CH0012005267 350 142.80 CHF 49'980.00",
      "Kasse CH0012005267 2'500.00",
    ]);
    expect(read.positions.map((position) => position.amount)).toEqual([103_680, 50_000, 80_000.5, 49_980]);
    expect(read.skipped).toBe(1);
  });

  it('reads positions that a bank prints on two or three lines', () => {
    const read = readStatementPositions([
      'Depotauszug per 31.10.2026',
      // the name above, the ISIN and the figures below it
      'Nestlé Namenaktie',
      "CH0038863350 1'200 86.40 CHF 103'680.00",
      // the name and the figures, then the ISIN on a line of its own
      "Obligationen Schweiz Fonds 800 CHF 80'000.00",
      'ISIN: CH0012005267',
      // the name and the ISIN, then the figures on the next line
      'iShares Core MSCI World ETF ISIN IE00B4L5Y983',
      "Anzahl 600 Kurs 83.33 Marktwert USD 49'998.00",
      // name, ISIN and figures on three lines, the figures over two
      'Fidelity Europe Fund',
      'Valor 1234567 ISIN LU0274208130',
      'Anzahl 1000',
      "Marktwert EUR 30'000.00",
      // an ISIN without a value: the total below is not its figures
      'Ohne Bewertung',
      'US0378331005',
      "Total CHF 263'678.00",
    ]);
    expect(read.positions.map(({ isin, name, amount, currency }) => [isin, name, amount, currency])).toEqual([
      ['CH0038863350', 'Nestlé Namenaktie', 103_680, 'CHF'],
      ['CH0012005267', 'Obligationen Schweiz Fonds', 80_000, 'CHF'],
      ['IE00B4L5Y983', 'iShares Core MSCI World ETF', 49_998, 'USD'],
      ['LU0274208130', 'Fidelity Europe Fund', 30_000, 'EUR'],
    ]);
    expect(read.skipped).toBe(1);
  });

  it('reads a two-line layout from a PDF as it reads a one-line one', async () => {
    const lines = await statementLines(
      await pdfOf([
        [[50, 'Nestlé Namenaktie']],
        [
          [50, 'CH0038863350'],
          [200, "1'200"],
          [330, 'CHF'],
          [380, "103'680.00"],
        ],
        [[50, 'MSCI World ETF ISIN IE00B4L5Y983']],
        [
          [50, 'Anzahl 600'],
          [330, 'USD'],
          [380, "49'998.00"],
        ],
      ]),
    );
    expect(readStatementPositions(lines).positions.map(({ isin, name, amount }) => [isin, name, amount])).toEqual([
      ['CH0038863350', 'Nestlé Namenaktie', 103_680],
      ['IE00B4L5Y983', 'MSCI World ETF', 49_998],
    ]);
  });

  it('finds no lines in a scan', async () => {
    expect(await statementLines(await scan())).toEqual([]);
  });
});

describe('PDF statements: received → in analysis → done', () => {
  let context: TestContext;
  let dataDir: string;
  let token: string;
  let otherToken: string;
  const ids: number[] = [];

  const detail = async (id: number, as = token) =>
    json<PortfolioAnalysisDocument>(await context.app.inject({ method: 'GET', url: `${url}/${id}`, headers: bearer(as) }));
  const upload = async (data: Buffer, fileName: string) => {
    const { payload, headers } = multipart(data, fileName);
    const response = await context.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
    expect(response.statusCode).toBe(201);
    return json<PortfolioAnalysisDocument>(response);
  };
  const analysisNotifications = async () =>
    json<{ notifications: PartnerNotification[] }>(
      await context.app.inject({ method: 'GET', url: '/api/v1/admin_partner/partner_notifications?per_page=100', headers: bearer(token) }),
    ).notifications.filter((notification) => notification.kind === 'portfolio_analysis_done');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'statements-'));
    context = await build({ dataDir });
    token = (await signIn(context.app)).access_token;
    otherToken = (await signIn(context.app, 'other@second-partner.example')).access_token;
  });

  afterAll(async () => {
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the seed has one statement read (done, with its analysis) and a scan in analysis', async () => {
    const { documents } = json<{ documents: PortfolioAnalysisDocument[] }>(
      await context.app.inject({ method: 'GET', url, headers: bearer(token) }),
    );
    const statements = documents.filter((document) => document.file_kind === 'pdf');
    expect(statements.map((document) => document.status).sort()).toEqual(['done', 'in_analysis']);
    const read = statements.find((document) => document.status === 'done')!;
    expect(read.analysis!.positions_count).toBe(6);
    // the market values of its CHF rows: 1'200 × 86.40 + 80 × 1'012.50 + 350 × 142.80 + 180 × 102.35
    expect(read.analysis!.by_currency.find((entry) => entry.key === 'CHF')!.value).toBe(103_680 + 81_000 + 49_980 + 18_423);
    expect(read.analysis!.fee_drag).not.toBeNull();
  });

  it('reads a statement with positions in the background and analyses it as a hand computation does', async () => {
    const before = (await analysisNotifications()).length;
    const uploaded = await upload(await statement(), 'depotauszug.pdf');
    ids.push(uploaded.id);
    expect(uploaded).toMatchObject({ file_kind: 'pdf', status: 'received', has_report: false, analysis: null });
    expect((await detail(uploaded.id)).status).toBe('received');

    // the reader marks it in analysis before it reads the file: the detail says so while the file is read
    const seen: string[] = [];
    const watching: UploadStore = {
      ...context.app.uploads,
      get: async (key) => {
        seen.push((await detail(uploaded.id)).status);
        return context.app.uploads.get(key);
      },
    };
    const outcomes = await readReceivedStatements(context.app.db, watching, { now: () => new Date('2026-11-25T11:00:00Z') });
    expect(outcomes).toEqual([{ id: uploaded.id, status: 'done' }]);
    expect(seen).toEqual(['in_analysis']);

    const done = await detail(uploaded.id);
    expect(done).toMatchObject({ status: 'done', has_report: true, completed_at: '2026-11-25T11:00:00.000Z' });
    // by hand: 120'000 + 80'000 CHF + 50'000 USD at the latest rate
    const [rate] = await context.app.db
      .select({ chfPerUnit: exchangeRates.chfPerUnit })
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, 'USD'))
      .orderBy(desc(exchangeRates.date))
      .limit(1);
    const usd = 50_000 * Number(rate!.chfPerUnit);
    const total = 200_000 + usd;
    const analysis = done.analysis!;
    expect(analysis.positions_count).toBe(3);
    expect(analysis.skipped_rows).toBe(1);
    expect(analysis.total_value).toBeCloseTo(total, 2);
    expect(analysis.by_currency).toEqual([
      { key: 'CHF', value: 200_000, share: Math.round((200_000 / total) * 10_000) / 10_000 },
      { key: 'USD', value: Math.round(usd * 100) / 100, share: Math.round((usd / total) * 10_000) / 10_000 },
    ]);
    expect(analysis.top_positions[0]).toMatchObject({ isin: 'CH0038863350', value: 120_000 });
    const hhi = (120_000 / total) ** 2 + (80_000 / total) ** 2 + (usd / total) ** 2;
    expect(analysis.hhi).toBeCloseTo(hhi, 4);
    expect(analysis.top5_share).toBe(1);

    const report = await context.app.inject({ method: 'GET', url: `${url}/${uploaded.id}/report`, headers: bearer(token) });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const notices = await analysisNotifications();
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]!.user_updates.document_name).toBe('depotauszug.pdf');
    // read once: a second round finds nothing
    expect(await context.app.statementWorker.runQueue()).toEqual([]);
  });

  it('leaves a statement without positions (a scan) in analysis, without a report', async () => {
    const uploaded = await upload(await scan(), 'scan.pdf');
    ids.push(uploaded.id);
    expect(await context.app.statementWorker.runQueue()).toEqual([{ id: uploaded.id, status: 'in_analysis' }]);
    expect(await detail(uploaded.id)).toMatchObject({ status: 'in_analysis', has_report: false, analysis: null, completed_at: null });
    const report = await context.app.inject({ method: 'GET', url: `${url}/${uploaded.id}/report`, headers: bearer(token) });
    expect(report.statusCode).toBe(404);
  });

  it('leaves a damaged PDF in analysis too', async () => {
    const uploaded = await upload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x41)]), 'kaputt.pdf');
    ids.push(uploaded.id);
    expect(await context.app.statementWorker.runQueue()).toEqual([{ id: uploaded.id, status: 'in_analysis' }]);
  });

  it("the analysts' delivery makes it done, the download serves their PDF and the adviser is notified", async () => {
    const id = ids[1]!;
    const before = (await analysisNotifications()).length;
    const theirs = await pdfOf([[[50, 'Analyse des Vermögensauszugs durch das Analystenteam']]]);
    await expect(deliverAnalysis(context.app.db, id, Buffer.from('no pdf'), new Date())).rejects.toThrow(/no PDF/);
    await expect(deliverAnalysis(context.app.db, ids[0]!, theirs, new Date())).rejects.toThrow(/is done, not in_analysis/);
    await expect(deliverAnalysis(context.app.db, 999_999, theirs, new Date())).rejects.toThrow(/no portfolio analysis upload/);

    expect(await deliverAnalysis(context.app.db, id, theirs, new Date('2026-11-25T12:00:00Z'))).toEqual({ id, notified: true });
    expect(await detail(id)).toMatchObject({ status: 'done', has_report: true, analysis: null, completed_at: '2026-11-25T12:00:00.000Z' });
    const report = await context.app.inject({ method: 'GET', url: `${url}/${id}/report`, headers: bearer(token) });
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.equals(theirs)).toBe(true);
    const notices = await analysisNotifications();
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]!.user_updates.document_name).toBe('scan.pdf');
    // delivered once
    await expect(deliverAnalysis(context.app.db, id, theirs, new Date())).rejects.toThrow(/is done/);
  });

  it("another company's adviser finds none of them (404 on every route) and does not see them listed", async () => {
    for (const id of ids) {
      for (const suffix of ['', '/report']) {
        const response = await context.app.inject({ method: 'GET', url: `${url}/${id}${suffix}`, headers: bearer(otherToken) });
        expect(response.statusCode).toBe(404);
      }
    }
    const { documents } = json<{ documents: PortfolioAnalysisDocument[] }>(
      await context.app.inject({ method: 'GET', url, headers: bearer(otherToken) }),
    );
    expect(documents.filter((document) => ids.includes(document.id))).toEqual([]);
  });

  it('offers the new kind in the notification settings', async () => {
    const settings = json<Record<string, unknown>>(
      await context.app.inject({ method: 'GET', url: '/api/v1/admin_partner/partner_notifications/settings', headers: bearer(token) }),
    );
    expect(JSON.stringify(settings)).toContain('portfolio_analysis_done');
  });
});
