import { clientVbSearchResponseSchema, suggestedServicesResponseSchema } from '../contracts';
import { api } from './client';

// Reads of a client that the clients and the onboarding remote both show, each under its own query keys.

/** `GET admin_partner/clients/{id}/vb_search`: the client and its vested-benefits search (null before one is started). */
export const getClientVbSearch = (clientId: number, signal?: AbortSignal) =>
  api.get(`admin_partner/clients/${clientId}/vb_search`, { signal }).json(clientVbSearchResponseSchema);

/** `GET admin_partner/partner_suggested_services?client_id=`: the services suggested for the client, oldest first. */
export const getSuggestedServices = (clientId: number, signal?: AbortSignal) =>
  api
    .get('admin_partner/partner_suggested_services', { searchParams: { client_id: clientId }, signal })
    .json(suggestedServicesResponseSchema);
