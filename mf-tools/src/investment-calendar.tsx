import { Route, Routes } from '@portal/shared/router';
import { InvestmentCalendarPage } from './features/investment-calendar/components/investment-calendar-page';
import './i18n';

/**
 * What the remote exposes as `./investment-calendar`: the shell renders it at /investment_calendar (its entry in
 * build-kit/remotes.json), so the paths here are relative to that base.
 */
export default function InvestmentCalendarRoutes() {
  return (
    <Routes>
      <Route index element={<InvestmentCalendarPage />} />
    </Routes>
  );
}
