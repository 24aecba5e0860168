import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/shared/contracts';
import { localePrefix, useLocation } from '@portal/shared/router';
import { useDontShowFeaturePrompt, useFeaturePrompt } from '../api/feature-prompt';
import { usePageShown } from '../../../lib/page-heading';

// The dialog's code loads when there is a prompt to show, not with every page.
const FeaturePromptView = lazy(() => import('./feature-prompt-view'));

/** The prompts closed in this browser session (sessionStorage: gone with the tab, kept across reloads). */
export const CLOSED_PROMPTS_KEY = 'portal.featurePrompt.closed';

function closedPrompts(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(CLOSED_PROMPTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function rememberClosed(id: number) {
  try {
    sessionStorage.setItem(CLOSED_PROMPTS_KEY, JSON.stringify([...new Set([...closedPrompts(), id])]));
  } catch {
    // storage refused (private window quota): it then shows again on the next load, no worse than before
  }
}

/** The dashboard, with or without a language prefix: the one page the prompt greets the adviser on. */
const isHome = (pathname: string) => ['', '/'].includes(pathname.slice(localePrefix(pathname).length));

/**
 * Announces a new feature on the dashboard once per session (closed, it stays closed until the browser session ends),
 * or never again once the user asks so.
 */
export function FeaturePromptDialog() {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const { data: prompt } = useFeaturePrompt(i18n.language as Locale);
  const dontShow = useDontShowFeaturePrompt();
  const [closed, setClosed] = useState(closedPrompts);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  // It comes after the dashboard itself and its figures (which it would otherwise slow down), when the page's heading
  // has the focus: closed, the dialog gives the focus back to it.
  const pageShown = usePageShown(useIsFetching() === 0);
  if (!prompt || closed.includes(prompt.id) || !isHome(pathname) || !pageShown) return null;

  const close = () => {
    rememberClosed(prompt.id);
    setClosed(closedPrompts());
    if (dontShowAgain) dontShow.mutate(prompt.id);
  };

  return (
    <Suspense fallback={null}>
      <FeaturePromptView prompt={prompt} dontShowAgain={dontShowAgain} onDontShowAgainChange={setDontShowAgain} onClose={close} />
    </Suspense>
  );
}
