import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface StatProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  size?: 'large' | 'medium';
  /** An Element Timing mark for the value (`elementtiming`), for what waits until it is on screen (use-painted.ts). */
  timing?: string;
}

/** A labelled figure. The label is the term, the value its definition, so both are read together. */
export function Stat({ label, value, hint, size = 'large', timing }: StatProps) {
  return (
    <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        {...(timing ? { elementtiming: timing } : {})}
        sx={{
          m: 0,
          mt: 0.5,
          fontWeight: 650,
          fontSize: size === 'large' ? { xs: '1.5rem', sm: '1.75rem' } : '1.25rem',
          lineHeight: 1.2,
          letterSpacing: '-0.01em',
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, mt: 0.5, display: 'block' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

export function StatSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton width="45%" />
      <Skeleton width="70%" height={40} />
    </Box>
  );
}
