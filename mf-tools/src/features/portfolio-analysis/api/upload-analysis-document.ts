import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@portal/shared/api';
import { portfolioAnalysisDocumentSchema } from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

export type AnalysisUpload = { file: File; declaredValue: number; strategyId: number | null; onProgress: (fraction: number) => void };

/** POST admin_partner/portfolio_analyse_documents (multipart `attachment`), with upload progress. */
export async function uploadAnalysisDocument({ file, declaredValue, strategyId, onProgress }: AnalysisUpload) {
  const form = new FormData();
  form.append('declared_value', String(declaredValue));
  if (strategyId !== null) form.append('strategy_id', String(strategyId));
  form.append('attachment', file, file.name);
  // silent: the form shows the error beside the file it concerns
  const body = await uploadWithProgress('admin_partner/portfolio_analyse_documents', form, { onProgress, context: { silent: true } });
  return portfolioAnalysisDocumentSchema.parse(body);
}

export function useUploadAnalysisDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAnalysisDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(toolsKeys.analysisDetail(document.id), document);
      return queryClient.invalidateQueries({ queryKey: toolsKeys.analysisList() });
    },
  });
}
