// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as customPortfoliosRoutes } from './routes';
export { default as customPortfoliosDevRoutes } from './dev-routes';
export { createCustomPortfoliosRepository, type CustomPortfoliosRepository } from './repository';
