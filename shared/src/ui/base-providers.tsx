import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../i18n/react';
import { i18n } from '../i18n';
import { emotionCache } from './emotion-cache';
import { theme as portalTheme } from './theme';

export type BaseProvidersProps = {
  children: ReactNode;
  theme?: Theme;
  /** The shell sets the global baseline once; a remote mounted inside it may skip it. */
  baseline?: boolean;
};

/**
 * Theme, emotion cache and i18n, without the query client: the shell's first page (the login) sends its one request
 * without react-query, and the routes that fetch data get their QueryClientProvider with their own chunk.
 */
export function BaseProviders({ children, theme = portalTheme, baseline = true }: BaseProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {baseline && <CssBaseline />}
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
