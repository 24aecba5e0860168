import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '@portal/shared/api';
import { portfolioAnalysisDocumentSchema, portfolioAnalysisListResponseSchema } from '@portal/shared/contracts';
import { downloadFile } from '../../../lib/api/download-file';
import { toolsKeys } from '../../../lib/query-keys';

/** GET admin_partner/portfolio_analyse_documents */
export async function getAnalysisDocuments(signal?: AbortSignal) {
  const body = await api.get('admin_partner/portfolio_analyse_documents', { signal }).json();
  return portfolioAnalysisListResponseSchema.parse(body).documents;
}

export const analysisDocumentsQueryOptions = () =>
  queryOptions({ queryKey: toolsKeys.analysisList(), queryFn: ({ signal }) => getAnalysisDocuments(signal) });

export const useAnalysisDocuments = () => useQuery(analysisDocumentsQueryOptions());

/** GET admin_partner/portfolio_analyse_documents/{id}; `null` when it is not the caller's (404). */
export async function getAnalysisDocument(id: number, signal?: AbortSignal) {
  try {
    const body = await api.get(`admin_partner/portfolio_analyse_documents/${id}`, { signal, context: { silent: true } }).json();
    return portfolioAnalysisDocumentSchema.parse(body);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const analysisDocumentQueryOptions = (id: number) =>
  queryOptions({ queryKey: toolsKeys.analysisDetail(id), queryFn: ({ signal }) => getAnalysisDocument(id, signal) });

export const useAnalysisDocument = (id: number) => useQuery(analysisDocumentQueryOptions(id));

/** GET …/{id}/report: the analysis PDF, saved. */
export const downloadAnalysisReport = (id: number) =>
  downloadFile(`admin_partner/portfolio_analyse_documents/${id}/report`, `portfolio-analysis-${id}.pdf`);
