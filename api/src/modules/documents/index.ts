// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as documentsRoutes } from './routes';
export { createDocumentsRepository } from './repository';
export { publishDocument, type DocumentVersionInput } from './publish';
export { preferredVersion } from './titles';
