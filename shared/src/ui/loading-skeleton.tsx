import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../i18n/react';

export type LoadingSkeletonProps = {
  variant?: 'chart' | 'lines' | 'table' | 'figure';
  /** Lines or table rows. */
  rows?: number;
  height?: number;
};

/** A placeholder with the shape of what is loading, announced to screen readers as loading. */
export function LoadingSkeleton({ variant = 'lines', rows = 3, height = 240 }: LoadingSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <Box role="progressbar" aria-label={t('loading')} aria-busy="true" sx={{ width: '100%' }}>
      {variant === 'chart' && <Skeleton variant="rounded" height={height} />}
      {variant === 'figure' && (
        <>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="70%" />
        </>
      )}
      {variant === 'lines' &&
        Array.from({ length: rows }, (_, i) => <Skeleton key={i} variant="text" width={i === rows - 1 ? '60%' : '100%'} />)}
      {variant === 'table' &&
        Array.from({ length: rows }, (_, i) => <Skeleton key={i} variant="rectangular" height={36} sx={{ mb: 0.5 }} />)}
    </Box>
  );
}
