// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as statisticsRoutes } from './routes';
export { createStatisticsRepository, funnelStageOf } from './repository';
export { loadConverter } from './currency';
export { refreshAllDailyAum } from './daily-aum';
