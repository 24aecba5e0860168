import { useMutation } from '@tanstack/react-query';
import { api, saveResponse } from '@portal/shared/api';
import type { Locale, ProjectionQuery } from '@portal/shared/contracts';
import { searchParamsOf } from './get-projection';

/** POST admin_partner/projections/export_projection (multipart): the projection as a PDF in the page's language. */
export async function exportProjection(params: ProjectionQuery, locale: Locale) {
  const form = new FormData();
  for (const [key, value] of Object.entries(searchParamsOf(params))) form.append(key, String(value));
  form.append('locale', locale);
  const response = await api.post('admin_partner/projections/export_projection', { body: form });
  await saveResponse(response, `projection-${params.years}y.pdf`);
}

export const useExportProjection = () =>
  useMutation({ mutationFn: ({ params, locale }: { params: ProjectionQuery; locale: Locale }) => exportProjection(params, locale) });
