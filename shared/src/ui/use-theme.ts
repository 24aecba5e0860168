// The theme for the remotes: MUI's `useTheme` and `alpha` as the shell has them. `@mui/material/styles` is not shared
// (build-kit/federation.mjs, MUI_UNSHARED), and a remote's own copy of `useTheme` would bring MUI's default theme, that
// is createTheme, along; this module is the shell's. The theme itself comes from the shell's ThemeProvider.
export { alpha, useTheme } from '@mui/material/styles';
