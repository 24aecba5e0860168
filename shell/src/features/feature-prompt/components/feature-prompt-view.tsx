import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FeaturePrompt } from '@portal/shared/api';

type FeaturePromptViewProps = {
  prompt: FeaturePrompt;
  dontShowAgain: boolean;
  onDontShowAgainChange: (value: boolean) => void;
  onClose: () => void;
};

/** The feature prompt's dialog (feature-prompt-dialog.tsx decides when it shows); its code loads when it does. */
export default function FeaturePromptView({ prompt, dontShowAgain, onDontShowAgainChange, onClose }: FeaturePromptViewProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open onClose={onClose} aria-labelledby="feature-prompt-title" maxWidth="sm" fullWidth>
      <DialogTitle id="feature-prompt-title">{prompt.title}</DialogTitle>
      <DialogContent>
        {prompt.image_url && <Box component="img" src={prompt.image_url} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2 }} />}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{prompt.body}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <FormControlLabel
          control={<Checkbox checked={dontShowAgain} onChange={(event) => onDontShowAgainChange(event.target.checked)} />}
          label={t('featurePrompt.dontShowAgain')}
        />
        <Button variant="contained" onClick={onClose}>
          {t('featurePrompt.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
