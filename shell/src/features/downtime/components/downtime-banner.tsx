import Box from '@mui/material/Box';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate } from '@portal/shared/format';
import type { ScheduledDowntime } from '@portal/shared/api';

/** docs/screens-and-layout.md: the banner pushes the layout down by 55px while it is shown. */
export const DOWNTIME_BANNER_HEIGHT = 55;

const dateTime = (value: string) => `${formatDate(value, 'dmy')} ${formatDate(value, 'time')}`;

export function DowntimeBanner({ downtime }: { downtime: ScheduledDowntime }) {
  const { t } = useTranslation('shell');
  const ongoing = downtime.ongoing;
  return (
    <Box
      role="status"
      data-severity={ongoing ? 'ongoing' : 'upcoming'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: DOWNTIME_BANNER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        textAlign: 'center',
        fontSize: '0.9rem',
        // Yellow announces, red means the mobile apps are offline right now.
        bgcolor: ongoing ? '#d32f2f' : '#ffd54f',
        color: ongoing ? '#fff' : 'rgba(0, 0, 0, 0.87)',
      }}
    >
      {ongoing
        ? t('downtime.ongoing', { until: dateTime(downtime.end_time) })
        : t('downtime.upcoming', { from: dateTime(downtime.start_time), to: dateTime(downtime.end_time) })}
    </Box>
  );
}
