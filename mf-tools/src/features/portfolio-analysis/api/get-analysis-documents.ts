import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus, downloadFile } from '@portal/shared/api';
import {
  portfolioAnalysisDocumentSchema,
  portfolioAnalysisListResponseSchema,
  type PortfolioAnalysisDocument,
} from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

/** GET admin_partner/portfolio_analyse_documents */
export async function getAnalysisDocuments(signal?: AbortSignal) {
  const body = await api.get('admin_partner/portfolio_analyse_documents', { signal }).json();
  return portfolioAnalysisListResponseSchema.parse(body).documents;
}

/** How often a received or in-analysis upload is asked for again: the statement reader takes a few seconds. */
export const PENDING_REFETCH_MS = 5000;

/** Still on its way: the statement reader or the analysts have it. */
const isPending = (document: Pick<PortfolioAnalysisDocument, 'status'>) => document.status !== 'done';

/** The refetch interval of uploads as loaded: asked for again only while one of them is pending. */
export const pendingRefetchInterval = (documents: Pick<PortfolioAnalysisDocument, 'status'>[] | null | undefined) =>
  documents?.some(isPending) ? PENDING_REFETCH_MS : false;

export const analysisDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: toolsKeys.analysisList(),
    queryFn: ({ signal }) => getAnalysisDocuments(signal),
    // asked again only while an upload is pending, so that its status and its PDF show up by themselves
    refetchInterval: (query) => pendingRefetchInterval(query.state.data),
  });

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
  queryOptions({
    queryKey: toolsKeys.analysisDetail(id),
    queryFn: ({ signal }) => getAnalysisDocument(id, signal),
    refetchInterval: (query) => pendingRefetchInterval(query.state.data ? [query.state.data] : null),
  });

export const useAnalysisDocument = (id: number) => useQuery(analysisDocumentQueryOptions(id));

/** GET …/{id}/report: the analysis PDF, saved. */
export const downloadAnalysisReport = (id: number) =>
  downloadFile(`admin_partner/portfolio_analyse_documents/${id}/report`, { fallbackName: `portfolio-analysis-${id}.pdf` });
