import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { PortfolioAnalysisDocument, SimulatorStrategiesResponse } from '@portal/shared/contracts';
import { bearer, build, json, multipart, signIn, type Part, type TestContext } from './helpers';
import { analysePositions, parseAmount, parseCsv, readPositions } from '../src/modules/portfolio-analysis/positions';
import { sniffFileKind } from '../src/modules/portfolio-analysis/sniff';

const url = '/api/v1/admin_partner/portfolio_analyse_documents';
const MB = 1024 * 1024;

const positionsCsv = [
  'Bezeichnung;ISIN;Betrag;Währung;TER',
  "Nestlé Namenaktie;CH0038863350;120'000.00;CHF;0",
  'Obligationen Schweiz Fonds;CH0234567892;80000;CHF;0.65',
  'MSCI World ETF;IE00B4L5Y983;50000;USD;0.20',
  'kaputte Zeile;nicht-isin;x;CHF;',
].join('\n');

const pdf = (size = 2000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

describe('positions files (the reading and the maths)', () => {
  it('recognises PDF, CSV and XLSX by their content and nothing else', async () => {
    expect(sniffFileKind(pdf())).toBe('pdf');
    expect(sniffFileKind(Buffer.from(positionsCsv))).toBe('csv');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Depot').addRow(['ISIN', 'Amount', 'Currency']);
    expect(sniffFileKind(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe('xlsx');
    expect(sniffFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    expect(sniffFileKind(Buffer.from('just one line of text'))).toBeNull();
    // a ZIP that is no workbook
    expect(sniffFileKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('other/file.txt')]))).toBeNull();
  });

  it('reads Swiss and European amounts', () => {
    expect(parseAmount("1'234'567.50")).toBe(1234567.5);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1 234,5')).toBe(1234.5);
    expect(parseAmount('1,234,000')).toBe(1234000);
    expect(parseAmount('CHF 500')).toBe(500);
    expect(parseAmount('abc')).toBeNull();
  });

  it('computes allocation, concentration and fee drag as a hand calculation does', () => {
    const read = readPositions(parseCsv(positionsCsv))!;
    expect(read.skipped).toBe(1);
    expect(read.positions.map((position) => position.assetClass)).toEqual(['equities', 'bonds', 'equities']);
    const analysis = analysePositions(read.positions, read.skipped, (currency) => (currency === 'USD' ? 0.9 : null), {
      name: 'Ausgewogen',
      ongoingFee: 0.0075,
      expectedReturn: 0.04,
    });
    // 120'000 + 80'000 + 50'000 × 0.9 = 245'000 CHF
    expect(analysis.total_value).toBe(245_000);
    expect(analysis.by_currency).toEqual([
      { key: 'CHF', value: 200_000, share: 0.8163 },
      { key: 'USD', value: 45_000, share: 0.1837 },
    ]);
    expect(analysis.by_asset_class[0]).toEqual({ key: 'equities', value: 165_000, share: 0.6735 });
    const shares = [120_000, 80_000, 45_000].map((value) => value / 245_000);
    expect(analysis.hhi).toBeCloseTo(
      shares.reduce((sum, share) => sum + share * share, 0),
      4,
    );
    expect(analysis.top5_share).toBe(1);
    // costs from the TER column: (0 + 80'000 × 0.65 % + 45'000 × 0.20 %) / 245'000
    const current = (80_000 * 0.0065 + 45_000 * 0.002) / 245_000;
    expect(analysis.fee_drag!.current_fee).toBeCloseTo(current, 5);
    expect(analysis.fee_drag!.yearly_difference).toBeCloseTo(245_000 * (current - 0.0075), 1);
    expect(analysis.fee_drag!.ten_year_difference).toBeCloseTo(245_000 * ((1.04 - 0.0075) ** 10 - (1.04 - current) ** 10), 0);
  });
});

describe('POST and GET portfolio_analyse_documents', () => {
  let context: TestContext;
  let dataDir: string;
  let token: string;
  let otherToken: string;
  let balancedId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'analysis-'));
    context = await build({ dataDir });
    token = (await signIn(context.app)).access_token;
    otherToken = (await signIn(context.app, 'other@second-partner.example')).access_token;
    const strategies = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin_partner/projections/strategies',
      headers: bearer(token),
    });
    balancedId = json<SimulatorStrategiesResponse>(strategies).strategies.find((strategy) => strategy.name === 'Ausgewogen')!.id;
  });
  afterAll(async () => {
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (parts: Part[], who = token, language = 'de') => {
    const body = multipart(parts);
    return context.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...bearer(who), ...body.headers, 'accept-language': language },
    });
  };

  it('analyses a CSV of positions at once, recognised by its content whatever its name, and keeps the file on disk', async () => {
    const response = await upload([
      { name: 'declared_value', value: '250000' },
      { name: 'strategy_id', value: String(balancedId) },
      { name: 'attachment', fileName: 'depot.pdf', data: Buffer.from(positionsCsv, 'utf8'), type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const document = json<PortfolioAnalysisDocument>(response);
    expect(document).toMatchObject({ file_name: 'depot.pdf', file_kind: 'csv', status: 'done', has_report: true, declared_value: 250_000 });
    expect(document.analysis!.positions_count).toBe(3);
    expect(document.analysis!.fee_drag!.strategy_name).toBe('Ausgewogen');
    expect(
      readdirSync(path.join(dataDir, 'uploads', 'portfolio-analysis'), { recursive: true }).some((name) => String(name).endsWith('.csv')),
    ).toBe(true);

    const detail = await context.app.inject({ method: 'GET', url: `${url}/${document.id}`, headers: bearer(token) });
    expect(json<PortfolioAnalysisDocument>(detail)).toEqual(document);
    const report = await context.app.inject({ method: 'GET', url: `${url}/${document.id}/report`, headers: bearer(token) });
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('analyses an XLSX of positions', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Depot');
    sheet.addRow(['Name', 'ISIN', 'Amount', 'Currency', 'Asset class']);
    sheet.addRow(['Swiss bonds', 'CH0234567892', 150_000, 'CHF', 'bonds']);
    sheet.addRow(['Gold', 'CH0567890123', 50_000, 'CHF', 'commodities']);
    const response = await upload([
      { name: 'declared_value', value: '200000' },
      { name: 'attachment', fileName: 'depot.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) },
    ]);
    expect(response.statusCode).toBe(201);
    const document = json<PortfolioAnalysisDocument>(response);
    expect(document.file_kind).toBe('xlsx');
    expect(document.analysis!.by_asset_class.map((entry) => [entry.key, entry.share])).toEqual([
      ['bonds', 0.75],
      ['commodities', 0.25],
    ]);
    expect(document.analysis!.fee_drag).toBeNull();
  });

  it('takes a PDF statement as received, for the team to analyse', async () => {
    const response = await upload([
      { name: 'declared_value', value: '100000' },
      { name: 'attachment', fileName: 'auszug.pdf', data: pdf() },
    ]);
    expect(response.statusCode).toBe(201);
    const document = json<PortfolioAnalysisDocument>(response);
    expect(document).toMatchObject({ file_kind: 'pdf', status: 'received', has_report: false, analysis: null });
    const report = await context.app.inject({ method: 'GET', url: `${url}/${document.id}/report`, headers: bearer(token) });
    expect(report.statusCode).toBe(404);
  });

  it('takes a file of exactly 10 MB and refuses one byte more with the 10 MB message', async () => {
    const atLimit = await upload([
      { name: 'declared_value', value: '150000' },
      { name: 'attachment', fileName: 'big.pdf', data: pdf(10 * MB) },
    ]);
    expect(atLimit.statusCode).toBe(201);
    expect(json<PortfolioAnalysisDocument>(atLimit).size_bytes).toBe(10 * MB);
    const over = await upload([
      { name: 'declared_value', value: '150000' },
      { name: 'attachment', fileName: 'big.pdf', data: pdf(10 * MB + 1) },
    ]);
    expect(over.statusCode).toBe(413);
    expect(json(over).message).toBe('Die Datei ist zu gross. Die Grenze liegt bei 10 MB.');
    const italian = await upload(
      [
        { name: 'declared_value', value: '150000' },
        { name: 'attachment', fileName: 'big.pdf', data: pdf(10 * MB + 1) },
      ],
      token,
      'it',
    );
    expect(json(italian).message).toBe('Il file è troppo grande. Il limite è di 10 MB.');
  });

  it('refuses other kinds of files, a value below the minimum and a missing file', async () => {
    const png = await upload([
      { name: 'declared_value', value: '150000' },
      { name: 'attachment', fileName: 'depot.csv', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) },
    ]);
    expect(png.statusCode).toBe(415);
    expect(json(png).message).toBe('Nur PDF-, CSV- oder Excel-Dateien (XLSX) können analysiert werden.');
    const small = await upload([
      { name: 'declared_value', value: '99999' },
      { name: 'attachment', fileName: 'auszug.pdf', data: pdf() },
    ]);
    expect(small.statusCode).toBe(422);
    expect(json<{ errors: { field: string; message: string }[] }>(small).errors).toEqual([
      { field: 'declared_value', message: "Die Portfolioanalyse ist für Portfolios ab CHF 100'000 verfügbar." },
    ]);
    const french = await upload(
      [
        { name: 'declared_value', value: '5000' },
        { name: 'attachment', fileName: 'auszug.pdf', data: pdf() },
      ],
      token,
      'fr',
    );
    expect(json<{ errors: { message: string }[] }>(french).errors[0]!.message).toBe(
      "L'analyse de portefeuille est disponible pour les portefeuilles à partir de CHF 100'000.",
    );
    const missing = await upload([{ name: 'declared_value', value: '150000' }]);
    expect(missing.statusCode).toBe(422);
    expect(json<{ errors: { field: string }[] }>(missing).errors[0]!.field).toBe('attachment');
    const json415 = await context.app.inject({ method: 'POST', url, payload: { declared_value: 150000 }, headers: bearer(token) });
    expect(json415.statusCode).toBe(415);
  });

  it("lists the caller's uploads; another company's documents are not found (404)", async () => {
    const mine = json<{ documents: PortfolioAnalysisDocument[] }>(
      await context.app.inject({ method: 'GET', url, headers: bearer(token) }),
    ).documents;
    expect(mine.length).toBeGreaterThanOrEqual(4);
    const theirs = json<{ documents: PortfolioAnalysisDocument[] }>(
      await context.app.inject({ method: 'GET', url, headers: bearer(otherToken) }),
    ).documents;
    expect(theirs.map((document) => document.id)).not.toEqual(expect.arrayContaining([mine[0]!.id]));
    for (const suffix of ['', '/report']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `${url}/${mine.find((document) => document.status === 'done')!.id}${suffix}`,
        headers: bearer(otherToken),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
