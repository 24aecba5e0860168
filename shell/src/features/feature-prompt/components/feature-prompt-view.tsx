import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import type { FeaturePrompt } from '@portal/shared/api';

type FeaturePromptViewProps = { prompt: FeaturePrompt; onClose: () => void };

/**
 * The feature prompt as a notice in the corner of the screen (feature-prompt-dialog.tsx decides when it shows; its code
 * loads when it does). It is no dialog: it takes neither the focus nor the clicks and keys of the page, which stays in
 * use around it (docs/feature-prompt.md).
 */
export default function FeaturePromptView({ prompt, onClose }: FeaturePromptViewProps) {
  const { t } = useTranslation('shell');
  return (
    <Paper
      component="section"
      aria-labelledby="feature-prompt-title"
      elevation={6}
      sx={{
        position: 'fixed',
        // above the top bar and the navigation drawer, under what the adviser opens (menus, popovers, dialogs)
        zIndex: (theme) => theme.zIndex.modal - 1,
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        width: { sm: 380 },
        maxHeight: 'calc(100vh - 96px)',
        overflowY: 'auto',
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Typography id="feature-prompt-title" component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {prompt.title}
        </Typography>
        <IconButton size="small" edge="end" aria-label={t('featurePrompt.dismiss')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {prompt.image_url && <Box component="img" src={prompt.image_url} alt="" sx={{ width: '100%', borderRadius: 1, mb: 1 }} />}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {prompt.body}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={onClose}>
          {t('featurePrompt.close')}
        </Button>
      </Box>
    </Paper>
  );
}
