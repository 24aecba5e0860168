import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { Outlet } from '@portal/shared/router';
import { support } from '../app/support';
import { BrandLogo } from '../lib/brand';
import { LanguageLinks } from '../lib/language-links';

/**
 * Header and company footer around the password and e-mail pages (docs/screens-and-layout.md), and around the 404 page
 * of a visitor who is not signed in (`children` stands in for the routed page).
 */
export default function DocumentLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          px: 3,
          py: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <BrandLogo />
        <LanguageLinks />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ flex: 1, py: { xs: 4, md: 8 } }}>
        <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: '30vh' }} />}>{children ?? <Outlet />}</Suspense>
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
