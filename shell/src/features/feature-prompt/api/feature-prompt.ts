import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { dontShowFeaturePrompt, getFeaturePrompt } from '@portal/shared/api';
import { shellKeys } from '@portal/shared/query';

export const featurePromptQueryOptions = () =>
  queryOptions({ queryKey: shellKeys.featurePrompt(), queryFn: getFeaturePrompt, staleTime: Infinity, retry: false });

export const useFeaturePrompt = () => useQuery(featurePromptQueryOptions());
export const useDontShowFeaturePrompt = () => useMutation({ mutationFn: dontShowFeaturePrompt });
