import { theme } from './theme';

describe('theme', () => {
  it('uses the breakpoints of SPEC §9 as sm, md, lg and xl', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.breakpoints.up('lg')).toBe('@media (min-width:992px)');
  });

  it('limits tooltips to 250px and toasts to 450px', () => {
    expect(theme.components?.MuiTooltip?.styleOverrides?.tooltip).toMatchObject({ maxWidth: 250 });
    expect(theme.components?.MuiSnackbar?.styleOverrides?.root).toMatchObject({ maxWidth: 450 });
  });
});
