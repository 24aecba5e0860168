import { api } from '@portal/shared/api';
import { zipCodesResponseSchema } from '@portal/shared/contracts';

/**
 * `GET admin_partner/address/zip_codes?query=`: postal codes by the start of the code or the city. Silent: a failed
 * look-up is only logged (docs/api.md), the adviser can type the address anyway.
 */
export async function getZipCodes(query: string, signal?: AbortSignal) {
  const body = await api.get('admin_partner/address/zip_codes', { searchParams: { query }, signal, context: { silent: true } }).json();
  return zipCodesResponseSchema.parse(body).zip_codes;
}
