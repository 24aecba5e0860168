import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, getSuggestedServices } from '@portal/shared/api';
import {
  riskMetricsResponseSchema,
  strategiesResponseSchema,
  suggestedServiceSchema,
  type SuggestedServiceFields,
} from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/ui/use-locale';
import { onboardingKeys } from '../../../lib/query-keys';

/** `GET admin_partner/strategies?user_id=`: the strategies, the kinds the client may have and its portfolios per kind. */
export function useStrategies(clientId: number) {
  const locale = useLocale();
  return useQuery({
    // the names come in the page's language
    queryKey: onboardingKeys.strategies(clientId, locale),
    queryFn: ({ signal }) =>
      api.get('admin_partner/strategies', { searchParams: { user_id: clientId }, signal }).json(strategiesResponseSchema),
  });
}

/** `GET admin_partner/strategies/risk_metrics`: expected return, volatility and maximum drawdown per strategy. */
export const useRiskMetrics = () =>
  useQuery({
    queryKey: onboardingKeys.riskMetrics(),
    queryFn: ({ signal }) => api.get('admin_partner/strategies/risk_metrics', { signal }).json(riskMetricsResponseSchema),
    staleTime: 60 * 60 * 1000,
  });

/** `GET admin_partner/partner_suggested_services?client_id=`: the client's suggestions, oldest first. */
export const useSuggestedServices = (clientId: number) =>
  useQuery({
    queryKey: onboardingKeys.suggestedServices(clientId),
    queryFn: ({ signal }) => getSuggestedServices(clientId, signal),
  });

/** `GET admin_partner/partner_suggested_services/{id}`. */
export const useSuggestedService = (id: number | undefined) =>
  useQuery({
    queryKey: onboardingKeys.suggestedService(id ?? 0),
    queryFn: ({ signal }) => api.get(`admin_partner/partner_suggested_services/${id}`, { signal }).json(suggestedServiceSchema),
    enabled: id !== undefined,
  });

/**
 * A change of the client's suggestions: afterwards its list, its limits and the wizard's state (the services step is
 * filled by the first one) are read again.
 */
function useSuggestionMutation<Input, Output>(clientId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.suggestedServices(clientId) }),
        queryClient.invalidateQueries({ queryKey: [...onboardingKeys.all, 'strategies', clientId] }),
        queryClient.invalidateQueries({ queryKey: onboardingKeys.state(clientId) }),
      ]),
  });
}

/** `POST admin_partner/partner_suggested_services` or, with an id, `PUT …/{id}`. */
export const useSaveSuggestedService = (clientId: number, id?: number) =>
  useSuggestionMutation(clientId, (fields: SuggestedServiceFields) =>
    (id === undefined
      ? api.post('admin_partner/partner_suggested_services', { json: { ...fields, client_id: clientId }, context: { silent: true } })
      : api.put(`admin_partner/partner_suggested_services/${id}`, { json: fields, context: { silent: true } })
    ).json(suggestedServiceSchema),
  );

/** `DELETE admin_partner/partner_suggested_services/{id}`. */
export const useDeleteSuggestedService = (clientId: number) =>
  useSuggestionMutation(clientId, async (id: number) => {
    await api.delete(`admin_partner/partner_suggested_services/${id}`);
  });

/** `GET admin_partner/factsheets/{id}`: the strategy's factsheet (PDF) in the page's language. */
export function useDownloadFactsheet() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (strategyId: number) =>
      downloadFile(`admin_partner/factsheets/${strategyId}`, { searchParams: { locale }, fallbackName: 'factsheet.pdf' }),
  });
}
