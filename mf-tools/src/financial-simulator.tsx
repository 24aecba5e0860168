import { Route, Routes } from '@portal/shared/router';
import { SimulatorPage } from './features/financial-simulator/components/simulator-page';
import './i18n';

/**
 * What the remote exposes as `./financial-simulator`: the shell renders it at /financial_simulator (its entry in
 * build-kit/remotes.json), so the paths here are relative to that base.
 */
export default function FinancialSimulatorRoutes() {
  return (
    <Routes>
      <Route index element={<SimulatorPage />} />
    </Routes>
  );
}
