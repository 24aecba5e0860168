import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink } from '@portal/shared/router';
import { paths } from '../../../lib/paths';

export default function PasswordChangedPage() {
  const { t } = useTranslation('shell');
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mb: 2 }}>
        {t('passwordChanged.title')}
      </Typography>
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {t('passwordChanged.description')}
      </Alert>
      <Button component={RouterLink} to={paths.login} variant="contained">
        {t('passwordChanged.toLogin')}
      </Button>
    </Box>
  );
}
