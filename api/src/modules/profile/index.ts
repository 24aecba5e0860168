// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as profileRoutes } from './routes';
export { createProfileRepository } from './repository';
