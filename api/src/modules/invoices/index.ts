// The module's public face: other modules and the API's other code import only this file (docs/code-structure.md).
export { default as invoicesRoutes } from './routes';
export { createInvoicesRepository } from './repository';
export { recordRecurringFeeChange } from './fee-changes';
export { issueMonth, pastMonths } from './issue';
