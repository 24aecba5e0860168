import Link from '@mui/material/Link';
import { useTranslation } from '@portal/shared/i18n/react';
import { MAIN_CONTENT_ID } from './use-focus-page-heading';

/** The first stop of the Tab key: jumps over the sidebar and the top bar to the page. Visible only with focus. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The router would treat the hash as a navigation; focusing the main area is all the link has to do.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
