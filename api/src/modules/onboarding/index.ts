// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as onboardingRoutes } from './routes';
export { createOnboardingRepository } from './repository';
export { createStreetsRepository, importStreets, parseStreetDirectory } from './streets';
export { localitiesFrom } from './localities';
