// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as clientsRoutes } from './routes';
export { createClientsRepository, type ClientsRepository } from './repository';
export { loadClientList } from './list';
export { onboardingSteps, stepFactsOf, suggestedServicesCount } from './onboarding';
export { clientPersonalJson, feeStructureJson, numberOrNull } from './service';
