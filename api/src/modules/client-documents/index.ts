// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as clientDocumentsRoutes } from './routes';
export { createClientDocumentsRepository, type ClientDocumentsRepository } from './repository';
export { default as reportWorker } from './report-worker';
export { vbSearchPaoPdf } from './pdfs';
export { docTexts } from './texts';
