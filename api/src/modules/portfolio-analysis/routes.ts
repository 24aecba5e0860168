import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageResponseSchema,
  portfolioAnalysisDocumentSchema,
  portfolioAnalysisFieldsSchema,
  portfolioAnalysisListResponseSchema,
  type PortfolioAnalysisDocument,
  type PositionsAnalysis,
  idParamSchema,
} from '@portal/shared/contracts';
import type { PortfolioAnalysisDocumentRow } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { cleanFileName, fileRefusal, parseFields, readMultipart, registerMultipart, uploadRateLimit } from '../../lib/multipart';
import { analysePositions, readPositions } from './positions';
import { analysisReportPdf } from './report-pdf';
import { sniffFileKind } from './sniff';
import { errorResponses, security } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 404, 422);
const uploadErrors = errorResponses(401, 403, 404, 422, 429);
const idParams = z.object({ id: idParamSchema });

function serialise(row: PortfolioAnalysisDocumentRow): PortfolioAnalysisDocument {
  return {
    id: row.id,
    file_name: row.fileName,
    file_kind: row.fileKind,
    size_bytes: row.sizeBytes,
    declared_value: Number(row.declaredValue),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    has_report: row.status === 'done',
    analysis: row.analysis ?? null,
  };
}

/** A file name safe to keep and to show: no path, no control characters, at most 200 characters. */
const portfolioAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  await registerMultipart(app);
  const uploadLimit = uploadRateLimit(app);
  const tags = ['portfolio analysis'];

  app.get(
    '/portfolio_analyse_documents',
    {
      schema: {
        summary: 'The uploaded portfolios of the scope, newest first, with their status',
        operationId: 'listPortfolioAnalysisDocuments',
        tags,
        security,
        response: { 200: portfolioAnalysisListResponseSchema, ...errors },
      },
    },
    async (request) => ({ documents: (await app.repos.portfolioAnalysis(request.scope).list()).map(serialise) }),
  );

  app.get(
    '/portfolio_analyse_documents/:id',
    {
      schema: {
        summary: 'One uploaded portfolio with its status and, for a positions file, its analysis',
        operationId: 'getPortfolioAnalysisDocument',
        tags,
        security,
        params: idParams,
        response: { 200: portfolioAnalysisDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.repos.portfolioAnalysis(request.scope).find(request.params.id);
      if (!row) throw new NotFoundError(t('documentNotFound', request.scope.locale));
      return serialise(row);
    },
  );

  app.get(
    '/portfolio_analyse_documents/:id/report',
    {
      schema: {
        summary: "The analysis as a PDF, once it is done: the positions analysis, or the wealth manager's analysts' report",
        operationId: 'getPortfolioAnalysisReport',
        tags,
        security,
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const repo = app.repos.portfolioAnalysis(request.scope);
      const row = await repo.find(request.params.id);
      if (!row || row.status !== 'done') throw new NotFoundError(t('documentNotFound', request.scope.locale));
      // the analysts' own PDF where they delivered one, else the report of the positions analysis
      const delivered = row.reportFileId !== null ? await repo.deliveredReport(row.id) : null;
      if (row.reportFileId !== null && !delivered) throw new NotFoundError(t('documentNotFound', request.scope.locale));
      const pdf = delivered ? delivered.content : await analysisReportPdf(row, request.scope.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="portfolio-analysis-${row.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/portfolio_analyse_documents',
    {
      preHandler: uploadLimit,
      schema: {
        summary: "Upload a prospect's portfolio statement (PDF, CSV or XLSX, at most 10 MB) for analysis",
        description:
          'multipart/form-data: `attachment` (the file; its kind is recognised from its content), `declared_value` (CHF, at least 100000), optional `strategy_id` (the proposed strategy of the cost comparison). A CSV or XLSX of positions (ISIN, amount, currency) is analysed at once; an unreadable one goes to the analysts (`in_analysis`). A PDF statement is `received` and read in the background: `done` with its analysis when it holds positions (ISIN, amount, currency), else `in_analysis` until the analysts deliver their report. A file past the limits of its reading (an XLSX declaring more than 25 MB unpacked or 1000 entries, more than 20,000 rows or 500,000 cells, more than 20 s to read) is refused with 413 and not stored; at most 30 uploads per user in ten minutes (429).',
        operationId: 'uploadPortfolioAnalysisDocument',
        consumes: ['multipart/form-data'],
        tags,
        security,
        response: { 201: portfolioAnalysisDocumentSchema, 413: messageResponseSchema, 415: messageResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const locale = request.scope.locale;
      const { fields, file } = await readMultipart(request);
      const body = parseFields(portfolioAnalysisFieldsSchema, fields, request);
      if (!file || file.fieldName !== 'attachment' || file.data.length === 0) {
        throw new UnprocessableError(t('invalidInput', locale), [{ field: 'attachment', message: t('attachmentRequired', locale) }]);
      }
      const kind = sniffFileKind(file.data);
      if (!kind) throw new HttpError(415, t('unsupportedFileKind', locale));

      const strategy = body.strategy_id ? await app.repos.projections(request.scope).strategy(body.strategy_id) : null;
      if (body.strategy_id && !strategy) {
        throw new UnprocessableError(t('invalidInput', locale), [{ field: 'strategy_id', message: t('strategyNotFound', locale) }]);
      }
      const repo = app.repos.portfolioAnalysis(request.scope);
      let analysis: PositionsAnalysis | null = null;
      if (kind !== 'pdf') {
        // read in a worker within the limits (plugins/file-parser.ts): a file past them is refused (413), one that
        // cannot be read goes to the analysts
        const rows = await app.fileParser.rows(kind, file.data).catch((error: unknown) => {
          const refusal = fileRefusal(error, request);
          if (refusal !== error) throw refusal;
          request.log.info({ err: error }, 'positions file not readable, left to the analysts');
          return null;
        });
        const read = rows ? readPositions(rows) : null;
        if (read && read.positions.length > 0) {
          const rates = await repo.latestRates();
          analysis = analysePositions(read.positions, read.skipped, (currency) => rates.get(currency) ?? null, strategy);
        }
      }
      const storageKey = `portfolio-analysis/${request.scope.companyId}/${randomUUID()}.${kind}`;
      await app.uploads.put(storageKey, file.data);
      const row = await repo.create({
        fileName: cleanFileName(file.fileName, 'portfolio'),
        fileKind: kind,
        sizeBytes: file.data.length,
        storageKey,
        declaredValue: body.declared_value,
        strategyId: strategy?.id ?? null,
        analysis,
        // a positions file is analysed here and now (one that cannot be read goes to the wealth manager's analysts);
        // a statement (PDF) is read by the statement worker once this answer has gone out
        status: analysis ? 'done' : kind === 'pdf' ? 'received' : 'in_analysis',
        completedAt: analysis ? app.now() : null,
      });
      await audit(app.db, request, {
        action: 'create',
        entity: 'portfolio_analysis_document',
        entityId: row.id,
        details: { file_kind: kind, size_bytes: row.sizeBytes },
      });
      if (row.status === 'received') await app.statementWorker.queue(row.id, reply);
      return reply.code(201).send(serialise(row));
    },
  );
};

export default portfolioAnalysisRoutes;
