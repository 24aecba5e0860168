import { api } from '@portal/shared/api';
import { streetsResponseSchema } from '@portal/shared/contracts';

/**
 * `GET admin_partner/address/onrp_streets?zip=&query=`: the streets of a postal code whose name, or a word of it,
 * starts with the query. Silent like the zip look-up: a failed look-up is only logged, the street stays free text.
 */
export async function getStreets({ zip, query }: { zip: string; query: string }, signal?: AbortSignal) {
  const body = await api
    .get('admin_partner/address/onrp_streets', { searchParams: { zip, query }, signal, context: { silent: true } })
    .json();
  return streetsResponseSchema.parse(body).streets;
}
