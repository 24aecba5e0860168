import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import type { Locale } from '@portal/shared/contracts';
import { shellKeys } from '@portal/shared/query';
import { localePrefix, useLocation } from '@portal/shared/router';
import { useDontShowFeaturePrompt, useFeaturePrompt } from '../api/feature-prompt';
import { usePageShown } from '../../../lib/page-heading';

// The notice's code loads when there is a prompt to show, not with every page.
const FeaturePromptView = lazy(() => import('./feature-prompt-view'));

/** The dashboard, with or without a language prefix: the one page the prompt greets the adviser on. */
const isHome = (pathname: string) => ['', '/'].includes(pathname.slice(localePrefix(pathname).length));

/**
 * Announces a new feature on the dashboard, as a notice beside the page that takes neither its focus nor its input.
 * Closed, it is closed for good: the API keeps the dismissal, so it does not come back at the next sign-in
 * (docs/feature-prompt.md).
 */
export function FeaturePromptDialog() {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data: prompt } = useFeaturePrompt(i18n.language as Locale);
  const dontShow = useDontShowFeaturePrompt();
  const [closed, setClosed] = useState<number[]>([]);
  // It comes after the dashboard itself and its figures (which it would otherwise slow down).
  const pageShown = usePageShown(useIsFetching() === 0);
  if (!prompt || closed.includes(prompt.id) || !isHome(pathname) || !pageShown) return null;

  const close = () => {
    setClosed((ids) => [...ids, prompt.id]);
    dontShow.mutate(prompt.id, {
      // the prompt read in every language is gone for this user
      onSuccess: () => queryClient.setQueriesData({ queryKey: [...shellKeys.all, 'feature_prompt'] }, null),
    });
  };

  return (
    <Suspense fallback={null}>
      <FeaturePromptView prompt={prompt} onClose={close} />
    </Suspense>
  );
}
