import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from '@portal/shared/router';
import { support } from '../app/support';
import { BrandLogo } from '../lib/brand';

/** Header and company footer around the password and e-mail pages (SPEC §2 "Document layout"). */
export default function DocumentLayout() {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: 3, py: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <BrandLogo />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ flex: 1, py: { xs: 4, md: 8 } }}>
        <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: '30vh' }} />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {support.company} · {support.address} · <Link href={`mailto:${support.email}`}>{support.email}</Link>{' '}
          · {support.phone}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('footer.regulated')}
        </Typography>
      </Box>
    </Box>
  );
}
