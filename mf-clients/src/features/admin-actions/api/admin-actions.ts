import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { messageResponseSchema, type AdminAction } from '@portal/shared/contracts';
import { z } from 'zod';

const adminResultSchema = z.object({ id: z.number(), status: z.string() });

export async function runAdminAction(clientId: number, action: AdminAction) {
  return adminResultSchema.parse(await api.post(`admin_partner/clients/${clientId}/admin/${action}`).json());
}

export async function deleteClient(clientId: number, confirmationName: string) {
  return messageResponseSchema.parse(
    await api.delete(`admin_partner/clients/${clientId}`, { json: { confirmation_name: confirmationName } }).json(),
  );
}

/** After any admin action every cached client query is stale (its status, the list, the counts). */
export function useAdminAction(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminAction) => runAdminAction(clientId, action),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteClient(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmationName: string) => deleteClient(clientId, confirmationName),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
