import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { support } from '../../app/support';

/** The help popup's content: how to reach support. Loaded with its first opening (help-popup.tsx). */
export default function HelpPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('help.title'), sx: { p: 2, maxWidth: 320 } } }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('help.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('help.description')}
        </Typography>
        <Link href={`mailto:${support.email}`}>{support.email}</Link>
        <Link href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</Link>
      </Stack>
    </Popover>
  );
}
