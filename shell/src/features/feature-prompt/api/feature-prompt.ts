import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/shared/contracts';
import { dontShowFeaturePrompt, getFeaturePrompt } from '@portal/shared/api/shell-data';
import { shellKeys } from '@portal/shared/query';

export const featurePromptQueryOptions = (locale?: Locale) =>
  queryOptions({
    queryKey: shellKeys.featurePrompt(locale),
    queryFn: () => getFeaturePrompt(locale),
    staleTime: Infinity,
    retry: false,
  });

/** The prompt in the interface language, which the URL may set apart from the saved one. */
export const useFeaturePrompt = (locale?: Locale) => useQuery({ ...featurePromptQueryOptions(locale), placeholderData: keepPreviousData });
export const useDontShowFeaturePrompt = () => useMutation({ mutationFn: dontShowFeaturePrompt });
