import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile, uploadWithProgress } from '@portal/shared/api';
import { onboardingStateResponseSchema, type OnboardingDocumentKind } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

export type DocumentUpload = { kind: OnboardingDocumentKind; file: File; onProgress: (fraction: number) => void };

/**
 * `PUT admin_partner/clients/{id}/save_documents` (multipart, the file in the field named after its kind), with upload
 * progress; answers the wizard's state. Silent: the upload field shows the error beside the file it concerns.
 */
export async function saveOnboardingDocument(clientId: number, { kind, file, onProgress }: DocumentUpload) {
  const form = new FormData();
  form.append(kind, file, file.name);
  const body = await uploadWithProgress(`admin_partner/clients/${clientId}/save_documents`, form, {
    method: 'PUT',
    onProgress,
    context: { silent: true },
  });
  return onboardingStateResponseSchema.parse(body);
}

/** Uploads a document; the wizard's state (the step's flag, the list of documents) is the answer's. */
export function useSaveOnboardingDocument(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => saveOnboardingDocument(clientId, upload),
    onSuccess: (state) => queryClient.setQueryData(onboardingKeys.state(clientId), state),
  });
}

/** `GET admin_partner/clients/{id}/onboarding_documents/{kind}`: the uploaded file, as a download. */
export function useDownloadOnboardingDocument(clientId: number) {
  return useMutation({
    mutationFn: (kind: OnboardingDocumentKind) =>
      downloadFile(`admin_partner/clients/${clientId}/onboarding_documents/${kind}`, { fallbackName: kind }),
  });
}

/** `GET admin_partner/clients/{id}/custom_custodian_sign_document_template`: the power of attorney to sign (PDF). */
export function useDownloadSignTemplate(clientId: number) {
  return useMutation({
    mutationFn: () =>
      downloadFile(`admin_partner/clients/${clientId}/custom_custodian_sign_document_template`, { fallbackName: 'power-of-attorney.pdf' }),
  });
}
