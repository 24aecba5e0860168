import { screen, within } from '@testing-library/react';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { InvestmentCalendarPage } from './investment-calendar-page';

const path = '/api/v1/admin_partner/admin/investment_calendars';
const calendar = (year: number) => ({
  year,
  years: [2025, 2026, 2027],
  dates: Array.from({ length: 12 }, (_, month) => `${year}-${String(month + 1).padStart(2, '0')}-0${month === 1 ? 2 : 1}`),
  next_investment_date: '2026-12-01',
  investment_calendar: { file: 'x', pdf: 'y' },
});

describe('the investment calendar', () => {
  it('shows the year on a month grid with the dates marked and the next one highlighted', async () => {
    const server = mockApi({ [path]: (request) => ({ body: calendar(Number(new URL(request.url).searchParams.get('year') ?? 2026)) }) });
    const { user } = renderWithProviders(<InvestmentCalendarPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Investitionskalender' })).toBeInTheDocument();
    expect(await screen.findByText('1. Dezember 2026')).toBeInTheDocument();
    const december = screen.getByRole('region', { name: 'Dezember' });
    expect(within(december).getByLabelText('01.12.2026: Nächster Investitionstag')).toHaveAttribute('aria-current', 'date');
    expect(within(screen.getByRole('region', { name: 'Februar' })).getByLabelText('02.02.2026: Investitionstag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kalender herunterladen (.ics)' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Jahr' }));
    await user.click(await screen.findByRole('option', { name: '2027' }));
    expect(await screen.findByLabelText('01.03.2027: Investitionstag')).toBeInTheDocument();
    expect(new URL(server.to(path).at(-1)!.url).searchParams.get('year')).toBe('2027');
  });

  it('speaks Italian', async () => {
    mockApi({ [path]: () => ({ body: calendar(2026) }) });
    renderWithProviders(<InvestmentCalendarPage />, { locale: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario degli investimenti' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Scarica il calendario (.ics)' })).toBeInTheDocument();
  });
});
