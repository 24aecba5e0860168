// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as partnerCompanyUsersRoutes } from './routes';
export { createPartnerCompanyUsersRepository, type PartnerCompanyUsersRepository } from './repository';
