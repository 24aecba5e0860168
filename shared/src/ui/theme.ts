import { createTheme, type Theme } from '@mui/material/styles';

/** Breakpoints 576, 768, 992 and 1200 px as sm, md, lg and xl (docs/screens-and-layout.md). */
export const breakpointValues = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const brandColors = {
  navy: '#13294b',
  navyLight: '#2e4a78',
  navyDark: '#0a1a33',
  accent: '#c08a3e',
  accentLight: '#e0b877',
  accentDark: '#8f6424',
  background: '#f5f6f8',
  paper: '#ffffff',
  text: '#1d2433',
  textSecondary: '#5b6478',
  divider: '#e2e5eb',
} as const;

/**
 * The keyboard focus ring: MUI removes the browser's outline and shows only a faint ripple, which is nearly invisible.
 * A 3px navy ring set 2px off the element reads on white, on the grey background and around navy buttons alike.
 */
export const focusRing = { outline: `3px solid ${brandColors.navy}`, outlineOffset: 2 } as const;

/** A calm, professional look: deep navy, a warm gold accent, quiet greys, generous whitespace. */
export function createPortalTheme(): Theme {
  return createTheme({
    breakpoints: { values: breakpointValues },
    palette: {
      mode: 'light',
      primary: { main: brandColors.navy, light: brandColors.navyLight, dark: brandColors.navyDark, contrastText: '#ffffff' },
      // white on the gold was 3.0:1 (a filled chip, a button): dark text on it is 5.2:1
      secondary: {
        main: brandColors.accent,
        light: brandColors.accentLight,
        dark: brandColors.accentDark,
        contrastText: brandColors.text,
      },
      success: { main: '#2e7d5b' },
      // dark enough for text (an outlined chip, an icon) on white and on the page's grey: 5.9:1 and 5.5:1
      warning: { main: '#8a5a00' },
      error: { main: '#c0392b' },
      info: { main: '#2f6fa3' },
      background: { default: brandColors.background, paper: brandColors.paper },
      text: { primary: brandColors.text, secondary: brandColors.textSecondary },
      divider: brandColors.divider,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Inter", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.625rem', fontWeight: 600 },
      h3: { fontSize: '1.375rem', fontWeight: 600 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.9375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { letterSpacing: '0.08em', fontWeight: 600 },
    },
    components: {
      // Every button, icon button, list entry, toggle, switch and checkbox is a ButtonBase: one rule for all of them.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      // Locking the page's scroll while a menu or popup is open swaps the scrollbar for padding, and the sticky top
      // bar jumps sideways by the scrollbar's width: the page stays as it is instead.
      MuiPopover: { defaultProps: { disableScrollLock: true } },
      MuiTooltip: { styleOverrides: { tooltip: { maxWidth: 250 } } },
      MuiSnackbar: { styleOverrides: { root: { maxWidth: 450 } } },
      MuiAlert: { styleOverrides: { message: { whiteSpace: 'pre-line' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: brandColors.divider } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // the gold as text on white is 3.0:1 (axe: color-contrast on a "Vorgeschlagen" or "Eigene Depotbank" chip): an
      // outlined secondary chip writes in the darker gold, 5.2:1
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'outlined', color: 'secondary' },
                style: { color: brandColors.accentDark, borderColor: brandColors.accentDark },
              },
            ],
          },
        },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: brandColors.textSecondary } } },
    },
  });
}

export const theme = createPortalTheme();
