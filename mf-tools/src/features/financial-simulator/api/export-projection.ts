import { useMutation } from '@tanstack/react-query';
import { api, saveResponse } from '@portal/shared/api';
import type { ExportProjectionBody, Locale, ProjectionQuery } from '@portal/shared/contracts';
import { searchParamsOf } from './get-projection';

/** The pillar 3a step's tax inputs, as the export takes them (docs/taxes.md); null when the adviser left them invalid. */
export type ExportTaxFields = Pick<
  ExportProjectionBody,
  'tax_zip' | 'tax_household' | 'tax_children' | 'tax_confession' | 'tax_income' | 'tax_accounts' | 'tax_birth_date' | 'tax_sex'
>;
export type ExportFormat = ExportProjectionBody['format'];

/**
 * POST admin_partner/projections/export_projection (multipart): the projection as a PDF or an Excel workbook in the
 * page's language, with the tax engine's pillar 3a figures when the tax inputs are given.
 */
export async function exportProjection(
  params: ProjectionQuery,
  locale: Locale,
  format: ExportFormat = 'pdf',
  tax: ExportTaxFields | null = null,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(searchParamsOf({ ...params, ...(tax ?? {}) }))) form.append(key, String(value));
  form.append('locale', locale);
  form.append('format', format);
  const response = await api.post('admin_partner/projections/export_projection', { body: form });
  await saveResponse(response, `projection-${params.years}y.${format}`);
}

type Variables = { params: ProjectionQuery; locale: Locale; format?: ExportFormat; tax?: ExportTaxFields | null };

export const useExportProjection = () =>
  useMutation({ mutationFn: ({ params, locale, format, tax }: Variables) => exportProjection(params, locale, format, tax ?? null) });
