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
import { useDontShowFeaturePrompt, useFeaturePrompt } from '../api/feature-prompt';

/** Announces a new feature once per session, or never again once the user asks so. */
export function FeaturePromptDialog() {
  const { t, i18n } = useTranslation('shell');
  const { data: prompt } = useFeaturePrompt(i18n.language as Locale);
  const dontShow = useDontShowFeaturePrompt();
  const [closedId, setClosedId] = useState<number | null>(null);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  if (!prompt || closedId === prompt.id) return null;

  const close = () => {
    setClosedId(prompt.id);
    if (dontShowAgain) dontShow.mutate(prompt.id);
  };

  return (
    <Dialog open onClose={close} aria-labelledby="feature-prompt-title" maxWidth="sm" fullWidth>
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
