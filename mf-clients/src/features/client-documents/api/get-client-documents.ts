import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '@portal/shared/api';
import { clientDocumentsResponseSchema, type ClientDocument } from '@portal/shared/contracts/client-documents';
import { clientExtrasKeys } from '../../../lib/client-extras-keys';

export async function getClientDocuments(clientId: number, signal?: AbortSignal) {
  return clientDocumentsResponseSchema.parse(await api.get(`admin_partner/clients/${clientId}/documents`, { signal }).json());
}

export const clientDocumentsQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: clientExtrasKeys.documents(clientId), queryFn: ({ signal }) => getClientDocuments(clientId, signal) });

export const useClientDocuments = (clientId: number) => useQuery(clientDocumentsQueryOptions(clientId));

/** One document by type (and year), in the interface language. */
export const downloadClientDocument = (clientId: number, document: ClientDocument, locale: string) =>
  downloadFile(`admin_partner/client_document/${clientId}`, {
    searchParams: { type: document.type, ...(document.year ? { year: document.year } : {}), locale },
    fallbackName: `${document.type}.pdf`,
  });

/** The QR-bill of an account: in the client's preferred language (the API's default for it). */
export const downloadPaymentSlip = (clientId: number, accountId: number) =>
  downloadFile(`admin_partner/clients/${clientId}/bank_account/${accountId}/payment_slip`, { fallbackName: 'payment-slip.pdf' });

export const downloadMeetingPack = (clientId: number) =>
  downloadFile(`admin_partner/clients/${clientId}/meeting_pack`, { fallbackName: 'meeting-pack.pdf' });
