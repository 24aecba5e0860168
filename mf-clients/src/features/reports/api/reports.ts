import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '@portal/shared/api';
import { reportResponseSchema, reportsResponseSchema, type GenerateReportBody, type Locale } from '@portal/shared/contracts';
import { clientExtrasKeys } from '../../../lib/client-extras-keys';

/** How often the list asks again while a report is being made. */
export const REPORT_POLL_MS = 2000;

export async function getReports(clientId: number, serviceId: number, signal?: AbortSignal) {
  return reportsResponseSchema.parse(await api.get(`admin_partner/client_overview/${clientId}/reports/${serviceId}`, { signal }).json());
}

export const reportsQueryOptions = (clientId: number, serviceId: number) =>
  queryOptions({
    queryKey: clientExtrasKeys.reports(clientId, serviceId),
    queryFn: ({ signal }) => getReports(clientId, serviceId, signal),
    // live status: asked again while one is in progress, not at all once every report is ready
    refetchInterval: (query) => (query.state.data?.reports.some((report) => report.status === 'in_progress') ? REPORT_POLL_MS : false),
  });

export const useReports = (clientId: number, serviceId: number) => useQuery(reportsQueryOptions(clientId, serviceId));

export async function generateReport(clientId: number, serviceId: number, body: GenerateReportBody, locale: Locale) {
  const response = await api
    .post(`admin_partner/client_overview/${clientId}/generate_report/${serviceId}`, { json: body, searchParams: { locale } })
    .json();
  return reportResponseSchema.parse(response).report;
}

export function useGenerateReport(clientId: number, serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, locale }: { body: GenerateReportBody; locale: Locale }) => generateReport(clientId, serviceId, body, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientExtrasKeys.reports(clientId, serviceId) }),
  });
}

/** Asks again for a report that failed: it is made anew in the background (in progress until then). */
export async function retryReport(clientId: number, reportId: number) {
  const response = await api.post(`admin_partner/client_overview/${clientId}/retry_report/${reportId}`).json();
  return reportResponseSchema.parse(response).report;
}

export function useRetryReport(clientId: number, serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: number) => retryReport(clientId, reportId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientExtrasKeys.reports(clientId, serviceId) }),
  });
}

export const downloadReport = (clientId: number, reportId: number) =>
  downloadFile(`admin_partner/client_overview/${clientId}/download_report/${reportId}`, { fallbackName: `report-${reportId}.pdf` });
