// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as taxRoutes } from './routes';
export { taxDataDir, taxDataOf, taxInputOf, type HouseholdQuery } from './service';
export { pillar3aTax, type Pillar3aTax } from './engine';
