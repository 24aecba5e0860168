// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as notificationRoutes } from './routes';
export { createNotificationsRepository } from './repository';
export type { StoredDocumentNotice } from './service';
