import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink, useSearchParams } from '@portal/shared/router';
import { toErrorMessage } from '@portal/shared/api';
import { paths } from '../../../lib/paths';
import { useVerifyEmail } from '../api/verify-email';

export default function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A verification token is single-use: a second effect run (StrictMode) must not spend it again.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mb: 2 }}>
        {t('verifyEmail.title')}
      </Typography>
      {!token ? (
        <Alert severity="error">{t('verifyEmail.missingToken')}</Alert>
      ) : verify.isSuccess ? (
        <Alert severity="success" role="status">
          {t('verifyEmail.success')}
        </Alert>
      ) : verify.isError ? (
        <Alert severity="error">
          {t('verifyEmail.failed')} {toErrorMessage(verify.error)}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-label={t('verifyEmail.pending')} />
          <Typography>{t('verifyEmail.pending')}</Typography>
        </Box>
      )}
      <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 3 }}>
        {t('passwordChanged.toLogin')}
      </Button>
    </Box>
  );
}
