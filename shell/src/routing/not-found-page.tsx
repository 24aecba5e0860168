import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink } from '@portal/shared/router';

/**
 * A status and its message. `inLayout`: the page sits in a layout's `<main>` (the 404 page), otherwise it is the
 * `<main>` itself (the error page that replaces everything).
 */
export function StatusPage({
  status,
  message,
  homeLink,
  inLayout = false,
}: {
  status: number;
  message: string;
  homeLink?: boolean;
  inLayout?: boolean;
}) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const previous = document.title;
    document.title = `${status}: ${message}`;
    return () => {
      document.title = previous;
    };
  }, [status, message]);
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      aria-labelledby="status-page-message"
      sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 3, p: 4 }}
    >
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 500, lineHeight: 1.2, pr: 3, borderRight: 1, borderColor: 'divider' }}>
        {status}
      </Typography>
      <Box>
        {/* The page's heading is the message in the page's language, not the bare status code. */}
        <Typography id="status-page-message" variant="h1" sx={{ fontSize: '1.1rem', fontWeight: 400 }}>
          {message}
        </Typography>
        {homeLink && (
          <Link component={RouterLink} to={'/'} sx={{ display: 'inline-block', mt: 1 }}>
            {t('errors.backHome', { ns: 'common' })}
          </Link>
        )}
      </Box>
    </Box>
  );
}

/** 404 in the page's language: 'This page could not be found' is the English text, translated for de, fr and it. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <StatusPage status={404} message={t('errors.notFound')} homeLink inLayout />;
}
