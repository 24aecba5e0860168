import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { documentsSeenResponseSchema } from '@portal/shared/contracts';

/** Remembers that the adviser has looked at the documents; silent, as nothing the user did failed. */
export async function markDocumentsSeen() {
  const body = await api.post('admin_partner/partners_documents/mark_as_seen', { context: { silent: true } }).json();
  return documentsSeenResponseSchema.parse(body);
}

// The list is not invalidated: the marks of this visit stay until the page is opened again.
export const useMarkDocumentsSeen = () => useMutation({ mutationFn: markDocumentsSeen });
