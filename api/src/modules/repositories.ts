import { createClientAdminRepository } from './client-admin/repository';
import { createClientDocumentsRepository } from './client-documents/repository';
import { createClientsRepository } from './clients/repository';
import { createCountriesRepository } from './countries/repository';
import { createNotificationsRepository } from './notifications/repository';
import { createProfileRepository } from './profile/repository';
import { createShellDataRepository } from './shell-data/repository';
import { createStatisticsRepository } from './statistics/repository';

// The scoped repository factories; `app.repos.<name>(request.scope)` binds one to the request. A module adds one line
// here (docs/architecture-contracts.md, "Scoped repositories").
export const repositoryFactories = {
  countries: createCountriesRepository,
  clients: createClientsRepository,
  clientAdmin: createClientAdminRepository,
  clientDocuments: createClientDocumentsRepository,
  notifications: createNotificationsRepository,
  profile: createProfileRepository,
  shellData: createShellDataRepository,
  statistics: createStatisticsRepository,
};
