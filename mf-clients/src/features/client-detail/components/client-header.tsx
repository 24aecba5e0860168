import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink } from '@portal/shared/router';
import { CurrencySwitch } from '../../../components/currency-switch';

/** The page's back link, title (its h1) and the reference currency switch. */
export function ClientHeader({
  backTo,
  backLabel,
  title,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('clients');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Link
        component={RouterLink}
        to={backTo}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {backLabel}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Typography
            id="client-title"
            component="h1"
            variant="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.375rem', sm: '1.625rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {children}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {t('detail.currency')}
          </Typography>
          <CurrencySwitch />
        </Box>
      </Box>
    </Box>
  );
}
