import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '@portal/shared/i18n/react';

/**
 * The loading placeholder of a widget, shaped like its content and announced the way the shared
 * `LoadingSkeleton` announces itself.
 */
export function WidgetSkeleton({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common');
  return (
    <Box role="progressbar" aria-label={t('loading')} aria-busy="true" sx={sx}>
      {children}
    </Box>
  );
}
