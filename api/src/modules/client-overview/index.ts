// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as clientOverviewRoutes } from './routes';
export { performanceResponse, seriesOf } from './service';
export { monthlyReturns, periodBase, periodPerformance, type Flow, type PeriodPerformance, type Valuation } from './performance';
