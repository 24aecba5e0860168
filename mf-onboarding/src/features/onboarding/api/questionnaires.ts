import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { investorProfileResponseSchema, kycResponseSchema, type InvestorProfileAnswers, type KycAnswers } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** `GET admin_partner/clients/{id}/hbl_kyc`: the partner's answers (null: none yet). */
export async function getKyc(id: number, signal?: AbortSignal) {
  return kycResponseSchema.parse(await api.get(`admin_partner/clients/${id}/hbl_kyc`, { signal }).json());
}

/** `POST admin_partner/clients/{id}/hbl_kyc`. */
export async function saveKyc(id: number, answers: KycAnswers) {
  return kycResponseSchema.parse(await api.post(`admin_partner/clients/${id}/hbl_kyc`, { json: answers }).json());
}

/** `GET admin_partner/clients/{id}/investor_profile`: answers, risk score and the strategies that match it. */
export async function getInvestorProfile(id: number, signal?: AbortSignal) {
  return investorProfileResponseSchema.parse(await api.get(`admin_partner/clients/${id}/investor_profile`, { signal }).json());
}

/** `POST admin_partner/clients/{id}/investor_profile`. */
export async function saveInvestorProfile(id: number, answers: InvestorProfileAnswers) {
  return investorProfileResponseSchema.parse(await api.post(`admin_partner/clients/${id}/investor_profile`, { json: answers }).json());
}

export const kycQueryOptions = (id: number) =>
  queryOptions({ queryKey: onboardingKeys.kyc(id), queryFn: ({ signal }) => getKyc(id, signal) });
export const investorProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: onboardingKeys.investorProfile(id), queryFn: ({ signal }) => getInvestorProfile(id, signal) });

export const useKyc = (id: number) => useQuery(kycQueryOptions(id));
export const useInvestorProfile = (id: number) => useQuery(investorProfileQueryOptions(id));

/** Saving either questionnaire changes the client's steps: the wizard's state is read again. */
export function useSaveKyc(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: KycAnswers) => saveKyc(id, answers),
    onSuccess: (saved) => {
      queryClient.setQueryData(onboardingKeys.kyc(id), saved);
      return queryClient.invalidateQueries({ queryKey: onboardingKeys.state(id) });
    },
  });
}

export function useSaveInvestorProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: InvestorProfileAnswers) => saveInvestorProfile(id, answers),
    onSuccess: (saved) => {
      queryClient.setQueryData(onboardingKeys.investorProfile(id), saved);
      return queryClient.invalidateQueries({ queryKey: onboardingKeys.state(id) });
    },
  });
}
