import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { messageResponseSchema, type WeightAdjustmentBody } from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

const base = 'admin_partner/custom_portfolios';

/** POST custom_portfolios/{id}/weight_adjustment: replaces the requested weights and reloads the latest adjustment. */
export function useRequestWeightAdjustment(portfolioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WeightAdjustmentBody) =>
      api.post(`${base}/${portfolioId}/weight_adjustment`, { json: body }).json(messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsKeys.customPortfolios() }),
  });
}

/** POST custom_portfolios/weight_adjustment/{id}/dismiss: the latest adjustment is cleared. */
export function useDismissAdjustment(portfolioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustmentId: number) => api.post(`${base}/weight_adjustment/${adjustmentId}/dismiss`).json(messageResponseSchema),
    onSuccess: () => {
      queryClient.setQueryData(toolsKeys.latestAdjustment(portfolioId), null);
      return queryClient.invalidateQueries({ queryKey: toolsKeys.customPortfolios() });
    },
  });
}
