import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@portal/shared/router';
import { useLocalePath } from '../lib/locale-path';

export function StatusPage({ status, message, homeLink }: { status: number; message: string; homeLink?: boolean }) {
  const { t } = useTranslation('shell');
  const localePath = useLocalePath();
  useEffect(() => {
    const previous = document.title;
    document.title = `${status}: ${message}`;
    return () => {
      document.title = previous;
    };
  }, [status, message]);
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 3, p: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', fontWeight: 500, pr: 3, borderRight: 1, borderColor: 'divider' }}>
        {status}
      </Typography>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 400 }}>
          {message}
        </Typography>
        {homeLink && (
          <Link component={RouterLink} to={localePath('/')} sx={{ display: 'inline-block', mt: 1 }}>
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
  return <StatusPage status={404} message={t('errors.notFound')} homeLink />;
}
