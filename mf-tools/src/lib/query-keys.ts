import type { ProjectionQuery } from '@portal/shared/contracts';

/** The query keys of this remote: they live with it, not in @portal/shared. */
export const toolsKeys = {
  all: ['tools'] as const,
  overview: () => [...toolsKeys.all, 'overview'] as const,
  strategies: () => [...toolsKeys.all, 'strategies'] as const,
  projection: (params: ProjectionQuery) => [...toolsKeys.all, 'projection', params] as const,
  examplePortfolio: (strategyId: number) => [...toolsKeys.all, 'example-portfolio', strategyId] as const,
  analyses: () => [...toolsKeys.all, 'portfolio-analysis'] as const,
  analysisList: () => [...toolsKeys.analyses(), 'list'] as const,
  analysisDetail: (id: number) => [...toolsKeys.analyses(), 'detail', id] as const,
  calendar: (year: number | undefined) => [...toolsKeys.all, 'investment-calendar', year ?? 'current'] as const,
  customPortfolios: () => [...toolsKeys.all, 'custom-portfolios'] as const,
  customPortfolioList: () => [...toolsKeys.customPortfolios(), 'list'] as const,
  customPortfolio: (id: number) => [...toolsKeys.customPortfolios(), 'detail', id] as const,
  positions: (id: number) => [...toolsKeys.customPortfolio(id), 'positions'] as const,
  latestAdjustment: (id: number) => [...toolsKeys.customPortfolio(id), 'latest-adjustment'] as const,
  adjustmentHistory: (id: number) => [...toolsKeys.customPortfolio(id), 'history'] as const,
};
