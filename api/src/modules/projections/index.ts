// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as projectionsRoutes } from './routes';
export { createProjectionsRepository } from './repository';
export { createGenerator, monthlyParameters, quantile, seedOf } from './monte-carlo';
export { projectionPdfTexts } from './projection-pdf';
