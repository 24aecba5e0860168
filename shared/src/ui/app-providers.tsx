import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { queryClient as portalQueryClient } from '../query';
import { emotionCache } from './emotion-cache';
import { theme as portalTheme } from './theme';

export type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  theme?: Theme;
  /** The shell sets the global baseline once; a remote mounted inside it may skip it. */
  baseline?: boolean;
};

/** Theme, emotion cache, query client and i18n: what every React tree of the portal (shell or remote) needs. */
export function AppProviders({ children, queryClient = portalQueryClient, theme = portalTheme, baseline = true }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {baseline && <CssBaseline />}
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
