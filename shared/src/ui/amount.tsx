import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../i18n/react';
import { formatAmount } from '../format';
import { useSession } from '../session';
import { useLocale } from './use-locale';

export type AmountProps = {
  value: number | null | undefined;
  /** Defaults to the user's reference currency. */
  currency?: string;
  decimals?: number;
  sx?: SxProps<Theme>;
};

/** An amount of money that private mode hides, wherever it appears. */
export function Amount({ value, currency, decimals, sx }: AmountProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const privateMode = useSession((state) => state.privateMode);
  const referenceCurrency = useSession((state) => state.referenceCurrency);
  const text = formatAmount(value, currency ?? referenceCurrency, { privateMode, decimals, locale });
  return (
    <Box
      component="span"
      // MUI's documented merge of an sx prop; Array.isArray narrows SxProps to any[].
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      sx={[{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...(privateMode ? { role: 'img', 'aria-label': t('privateMode.hiddenAmount') } : {})}
    >
      {text}
    </Box>
  );
}
