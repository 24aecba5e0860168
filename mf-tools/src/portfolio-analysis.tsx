import { Route, Routes } from '@portal/shared/router';
import { AnalysisDetailPage } from './features/portfolio-analysis/components/analysis-detail-page';
import { PortfolioAnalysisPage } from './features/portfolio-analysis/components/portfolio-analysis-page';
import './i18n';

/**
 * What the remote exposes as `./portfolio-analysis`: the shell renders it at /portfolio_analysis (its entry in
 * build-kit/remotes.json), so the paths here are relative to that base.
 */
export default function PortfolioAnalysisRoutes() {
  return (
    <Routes>
      <Route index element={<PortfolioAnalysisPage />} />
      <Route path=":id" element={<AnalysisDetailPage />} />
    </Routes>
  );
}
