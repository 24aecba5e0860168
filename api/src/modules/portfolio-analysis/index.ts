// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as portfolioAnalysisRoutes } from './routes';
export { createPortfolioAnalysisRepository } from './repository';
export { default as statementWorker } from './statement-worker';
export { readReceivedStatements } from './statement-reader';
export { parseCsv, parseXlsx } from './positions';
export { decodeText } from './sniff';
export { statementLines } from './statement';
