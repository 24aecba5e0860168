import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../lib/brand';
import { LanguageLinks } from '../../../lib/language-links';

/**
 * The login and code screens: a background image on the left and a second image on the right that
 * gives way below 1024px (docs/screens-and-layout.md), with the form in between.
 */
export function AuthScreen({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        backgroundColor: '#0b2a4a',
        backgroundImage: 'url(/images/login-background.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'left center',
      }}
    >
      <Box component="main" sx={{ flex: '1 1 50%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
          <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <BrandLogo />
            <LanguageLinks />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
      <Box
        data-testid="login-right-image"
        aria-hidden="true"
        sx={{
          flex: '1 1 50%',
          backgroundImage: 'url(/images/login-right.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          '@media (max-width: 1023.95px)': { display: 'none' },
        }}
      />
    </Box>
  );
}
