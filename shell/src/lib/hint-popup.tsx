import Box from '@mui/material/Box';
import Popper, { type PopperProps } from '@mui/material/Popper';

type HintPopupProps = { anchor: HTMLElement | null; title: string; placement: PopperProps['placement'] };

/** The floating label of a hint (hint-tooltip.tsx), in the look of MUI's tooltip; loaded with the first hint shown. */
export default function HintPopup({ anchor, title, placement }: HintPopupProps) {
  return (
    <Popper
      open={anchor !== null}
      anchorEl={anchor}
      placement={placement}
      modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      sx={{ zIndex: (theme) => theme.zIndex.tooltip, pointerEvents: 'none' }}
    >
      {/* Popper is the role="tooltip" element */}
      <Box
        sx={{
          bgcolor: 'grey.700',
          color: 'common.white',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          maxWidth: 300,
          typography: 'caption',
          fontWeight: 500,
        }}
      >
        {title}
      </Box>
    </Popper>
  );
}
