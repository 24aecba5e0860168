import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { Locale } from '@portal/shared/contracts';

export type DocumentFileRequest = { id: number; language: Locale; disposition: 'inline' | 'attachment' };

/** The PDF of a document in a language (GET partners_documents/{id}/download). */
export async function downloadPartnerDocument({ id, language, disposition }: DocumentFileRequest): Promise<Blob> {
  return api.get(`admin_partner/partners_documents/${id}/download`, { searchParams: { language, disposition } }).blob();
}

export const useDocumentFile = () => useMutation({ mutationFn: downloadPartnerDocument });
