import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { aumTargetsResponseSchema, type SetAumTargetsBody, type StatisticsQuery } from '@portal/shared/contracts/statistics';

export async function setAumTargets(body: SetAumTargetsBody, params: StatisticsQuery) {
  const response = await api.post('admin_partner/statistics/set_aum_targets', { json: body, searchParams: params }).json();
  return aumTargetsResponseSchema.parse(response);
}

export function useSetAumTargets(params: StatisticsQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAumTargetsBody) => setAumTargets(body, params),
    // Targets feed the progress here and nothing else reads them, but every statistics query is cheap to refetch
    // and invalidating by the factory prefix keeps all scopes and currencies consistent.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
  });
}
