import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A wide table's frame that scrolls sideways on a narrow screen. A keyboard user scrolls it too: it takes the focus (with
 * the portal's focus ring, theme.ts) and is a region named by the table's heading (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}>
      {children}
    </Box>
  );
}
