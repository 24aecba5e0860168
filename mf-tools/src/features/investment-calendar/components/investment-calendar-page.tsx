import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { swissBankHoliday } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Figure, Panel, ToolPage } from '../../../lib/ui/page';
import { downloadInvestmentCalendar, useInvestmentCalendar } from '../api/get-investment-calendar';

const pad = (n: number) => String(n).padStart(2, '0');

/** One month as a grid of weeks (Monday first), its investment dates marked and the next one highlighted. */
function MonthGrid({ year, month, dates, next }: { year: number; month: number; dates: Set<string>; next: string | null }) {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const name = new Intl.DateTimeFormat(`${locale}-CH`, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 1)));
  const offset = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weekdays: string[] = t('calendar.weekdays', { returnObjects: true });
  const cells = [...Array.from({ length: offset }, () => null), ...Array.from({ length: days }, (_, index) => index + 1)];
  return (
    <Box
      component="section"
      aria-label={name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, textTransform: 'capitalize', mb: 1 }}>
        {name}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {weekdays.map((day) => (
          <Typography key={day} variant="caption" color="text.secondary" aria-hidden>
            {day}
          </Typography>
        ))}
        {cells.map((day, index) => {
          if (day === null) return <span key={`empty-${index}`} />;
          const iso = `${year}-${pad(month + 1)}-${pad(day)}`;
          const marked = dates.has(iso);
          const isNext = iso === next;
          // the shared holiday calendar, the same the API shifts the investment days by (docs/tools.md)
          const holiday = !marked && swissBankHoliday(iso) !== null;
          const label = marked
            ? `${formatDate(iso)}: ${isNext ? t('calendar.legend_next') : t('calendar.legend_date')}`
            : holiday
              ? `${formatDate(iso)}: ${t('calendar.legend_holiday')}`
              : undefined;
          return (
            <Box
              key={iso}
              aria-label={label}
              title={holiday ? t('calendar.legend_holiday') : undefined}
              aria-current={isNext ? 'date' : undefined}
              sx={{
                py: 0.5,
                borderRadius: 1,
                fontSize: '0.8125rem',
                fontWeight: marked ? 700 : 400,
                color: marked ? 'primary.contrastText' : holiday ? 'text.secondary' : 'text.primary',
                textDecoration: holiday ? 'line-through' : 'none',
                bgcolor: isNext ? 'warning.dark' : marked ? 'primary.main' : 'transparent',
                outline: isNext ? 2 : 0,
                outlineColor: 'warning.main',
              }}
            >
              {day}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export function InvestmentCalendarPage() {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const [year, setYear] = useState<number | undefined>(undefined);
  const calendar = useInvestmentCalendar(year);
  const [downloading, setDownloading] = useState<'ics' | 'pdf' | null>(null);
  const download = async (format: 'ics' | 'pdf') => {
    if (!calendar.data) return;
    setDownloading(format);
    try {
      await downloadInvestmentCalendar(calendar.data.year, format, locale);
    } catch {
      // the API client has shown the error
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ToolPage id="investment-calendar" title={t('calendar.title')} intro={t('calendar.intro')}>
      {calendar.isPending ? (
        <LoadingSkeleton variant="table" rows={6} />
      ) : calendar.isError ? (
        <WidgetError message={t('load_error')} onRetry={() => void calendar.refetch()} />
      ) : (
        <>
          <Panel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Figure
                label={t('calendar.next')}
                value={calendar.data.next_investment_date ? formatDate(calendar.data.next_investment_date, 'long') : '–'}
              />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label={t('calendar.year')}
                  value={String(calendar.data.year)}
                  onChange={(event) => setYear(Number(event.target.value))}
                  sx={{ minWidth: 110 }}
                >
                  {[...new Set([...calendar.data.years, calendar.data.year])].sort().map((option) => (
                    <MenuItem key={option} value={String(option)}>
                      {option}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  startIcon={<EventOutlined />}
                  onClick={() => void download('ics')}
                  disabled={downloading !== null}
                >
                  {t('calendar.download_ics')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<PictureAsPdfOutlined />}
                  onClick={() => void download('pdf')}
                  disabled={downloading !== null}
                >
                  {t('calendar.download_pdf')}
                </Button>
              </Box>
            </Box>
          </Panel>
          {calendar.data.dates.length === 0 ? (
            <EmptyState title={t('calendar.none')} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
              }}
            >
              {Array.from({ length: 12 }, (_, month) => (
                <MonthGrid
                  key={month}
                  year={calendar.data.year}
                  month={month}
                  dates={new Set(calendar.data.dates)}
                  next={calendar.data.next_investment_date}
                />
              ))}
            </Box>
          )}
        </>
      )}
    </ToolPage>
  );
}
