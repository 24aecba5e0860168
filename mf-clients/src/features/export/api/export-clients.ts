import { downloadFile } from '@portal/shared/api';
import type { ExportFormat, Locale } from '@portal/shared/contracts';
import type { QueryParams } from '@portal/shared/api';

/** Downloads the list with its filters, search and sort (all pages) as CSV or Excel, in the interface language. */
export function exportClients(params: QueryParams, format: ExportFormat, locale: Locale) {
  const { page: _page, per_page: _perPage, ...filters } = params;
  const query: QueryParams = { ...filters, format, locale };
  return downloadFile('admin_partner/clients/export', { searchParams: query, fallbackName: `clients.${format}` });
}
