import { Route, Routes } from '@portal/shared/router';
import { CustomPortfolioPage } from './features/custom-portfolios/components/custom-portfolio-page';
import { CustomPortfoliosPage } from './features/custom-portfolios/components/custom-portfolios-page';
import './i18n';

/**
 * What the remote exposes as `./custom-portfolios`: the shell renders it at /custom_portfolios (its entry in
 * build-kit/remotes.json, behind the custom_strategies module), so the paths here are relative to that base.
 */
export default function CustomPortfoliosRoutes() {
  return (
    <Routes>
      <Route index element={<CustomPortfoliosPage />} />
      <Route path=":id" element={<CustomPortfolioPage />} />
    </Routes>
  );
}
