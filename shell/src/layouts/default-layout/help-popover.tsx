import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { support } from '../../app/support';
import { TopBarPopover } from '../../lib/top-bar-popover';

/** The help popup's content: how to reach support. Loaded with its first opening (help-popup.tsx). */
export default function HelpPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <TopBarPopover anchor={anchor} onClose={onClose} label={t('help.title')} paperSx={{ p: 2, maxWidth: 320 }}>
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
    </TopBarPopover>
  );
}
