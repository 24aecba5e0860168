// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as authRoutes } from './routes';
export { insertPasswordResetToken, type UserWithCompany } from './repository';
export { toPartnerUser } from './partner-user';
export { AUTHORIZATION_PATH } from './http';
