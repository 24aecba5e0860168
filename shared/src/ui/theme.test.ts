import { getContrastRatio } from '@mui/material/styles';
import { brandColors, theme } from './theme';

describe('theme', () => {
  it('uses the breakpoints 576, 768, 992 and 1200 px as sm, md, lg and xl', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.breakpoints.up('lg')).toBe('@media (min-width:992px)');
  });

  it('limits tooltips to 250px and toasts to 450px', () => {
    expect(theme.components?.MuiTooltip?.styleOverrides?.tooltip).toMatchObject({ maxWidth: 250 });
    expect(theme.components?.MuiSnackbar?.styleOverrides?.root).toMatchObject({ maxWidth: 450 });
  });

  it('writes on the gold, and in gold on white, with a contrast of at least 4.5:1', () => {
    expect(getContrastRatio(theme.palette.secondary.contrastText, theme.palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
    const root = theme.components?.MuiChip?.styleOverrides?.root as { variants: { props: object; style: { color: string } }[] };
    const outlined = root.variants.find(({ props }) => JSON.stringify(props) === '{"variant":"outlined","color":"secondary"}')!.style;
    expect(getContrastRatio(outlined.color, brandColors.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(outlined.color, brandColors.background)).toBeGreaterThanOrEqual(4.5);
  });
});
