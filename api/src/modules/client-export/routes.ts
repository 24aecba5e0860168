import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientExportQuerySchema, clientListArrayParams } from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { bracketArrays } from '../../lib/bracket-arrays';
import { UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { loadClientList } from '../clients';
import { clientsCsv, clientsWorkbook } from './build';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(401, 403, 422);

/** More rows than this are refused: the adviser narrows the list first (a file of the whole book is not a list). */
export const EXPORT_LIMIT = 20_000;

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const clientExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', bracketArrays(clientListArrayParams));
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));

  app.get(
    '/clients/export',
    {
      schema: {
        summary: 'The filtered client list as CSV or Excel, with the columns of the list in the chosen language',
        operationId: 'exportClients',
        tags: ['clients'],
        security: [{ bearer: [] }],
        querystring: clientExportQuerySchema,
        produces: [contentTypes.csv, contentTypes.xlsx],
        response: { 200: z.any().describe('the file'), ...errors },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const locale = query.locale ?? request.scope.locale;
      const list = await loadClientList(app, request, query, { page: 1, perPage: EXPORT_LIMIT + 1 });
      if (list.clients.length > EXPORT_LIMIT) throw new UnprocessableError(t('exportTooLarge', locale));
      await audit(app.db, request, {
        action: 'export',
        entity: 'client',
        details: { what: 'client_list', format: query.format, count: list.clients.length },
      });
      const stamp = (list.valuationDate ?? app.now().toISOString().slice(0, 10)).replace(/-/g, '');
      const fileName = `${{ de: 'kunden', en: 'clients', fr: 'clients', it: 'clienti' }[locale]}-${stamp}.${query.format}`;
      const body =
        query.format === 'csv'
          ? clientsCsv(list.clients, locale, list.currency)
          : await clientsWorkbook(list.clients, locale, list.currency);
      // personal data, like every download: kept by no browser and no proxy (private, no-store)
      return reply
        .header('content-type', contentTypes[query.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-total', list.clients.length)
        .send(body);
    },
  );
};

export default clientExportRoutes;
