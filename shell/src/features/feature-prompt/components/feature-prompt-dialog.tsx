import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/shared/contracts';
import { useLocation } from '@portal/shared/router';
import { useDontShowFeaturePrompt, useFeaturePrompt } from '../api/feature-prompt';
import { focusHeading, pageHeading } from '../../../lib/page-heading';

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

/** The dashboard, with or without a locale prefix: the one page the prompt greets the adviser on. */
const HOME = /^\/(de|en|fr|it)?\/?$/;

/**
 * Announces a new feature on the dashboard once per session (closed, it stays closed until the browser session ends),
 * or never again once the user asks so.
 */
export function FeaturePromptDialog() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const { data: prompt } = useFeaturePrompt(i18n.language as Locale);
  const dontShow = useDontShowFeaturePrompt();
  const [closed, setClosed] = useState(closedPrompts);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  if (!prompt || closed.includes(prompt.id) || !HOME.test(pathname)) return null;

  const close = () => {
    rememberClosed(prompt.id);
    setClosed(closedPrompts());
    if (dontShowAgain) dontShow.mutate(prompt.id);
    // The prompt may have opened before the page's heading took the focus (a first page load): closed, it hands the
    // focus to the heading rather than to nothing, as a navigation would.
    requestAnimationFrame(() => {
      const heading = pageHeading();
      if (heading && (!document.activeElement || document.activeElement === document.body)) focusHeading(heading);
    });
  };

  return (
    <Dialog open onClose={close} disableRestoreFocus aria-labelledby="feature-prompt-title" maxWidth="sm" fullWidth>
      <DialogTitle id="feature-prompt-title">{prompt.title}</DialogTitle>
      <DialogContent>
        {prompt.image_url && <Box component="img" src={prompt.image_url} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2 }} />}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{prompt.body}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <FormControlLabel
          control={<Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)} />}
          label={t('featurePrompt.dontShowAgain')}
        />
        <Button variant="contained" onClick={close}>
          {t('featurePrompt.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
