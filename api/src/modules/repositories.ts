import { createClientAdminRepository } from './client-admin/repository';
import { createClientDocumentsRepository } from './client-documents/repository';
import { createClientsRepository } from './clients/repository';
import { createCountriesRepository } from './countries/repository';
import { createDocumentsRepository } from './documents/repository';
import { createInvoicesRepository } from './invoices/repository';
import { createOnboardingRepository } from './onboarding/repository';
import { createStreetsRepository } from './onboarding/streets';
import { createReferralsRepository } from './referrals/repository';
import { createVbSearchRepository } from './vb-search/repository';
import { createStrategiesRepository } from './strategies/repository';
import { createNotificationsRepository } from './notifications/repository';
import { createProfileRepository } from './profile/repository';
import { createShellDataRepository } from './shell-data/repository';
import { createStatisticsRepository } from './statistics/repository';
import { createProjectionsRepository } from './projections/repository';
import { createPortfolioAnalysisRepository } from './portfolio-analysis/repository';
import { createInvestmentCalendarRepository } from './investment-calendar/repository';
import { createCustomPortfoliosRepository } from './custom-portfolios/repository';
import { createPartnerCompanyUsersRepository } from './partner-company-users/repository';

// The scoped repository factories; `app.repos.<name>(request.scope)` binds one to the request. A module adds one line
// here (docs/architecture-contracts.md, "Scoped repositories").
export const repositoryFactories = {
  countries: createCountriesRepository,
  clients: createClientsRepository,
  documents: createDocumentsRepository,
  invoices: createInvoicesRepository,
  clientAdmin: createClientAdminRepository,
  clientDocuments: createClientDocumentsRepository,
  notifications: createNotificationsRepository,
  onboarding: createOnboardingRepository,
  streets: createStreetsRepository,
  referrals: createReferralsRepository,
  vbSearch: createVbSearchRepository,
  strategies: createStrategiesRepository,
  profile: createProfileRepository,
  shellData: createShellDataRepository,
  statistics: createStatisticsRepository,
  projections: createProjectionsRepository,
  portfolioAnalysis: createPortfolioAnalysisRepository,
  investmentCalendar: createInvestmentCalendarRepository,
  customPortfolios: createCustomPortfoliosRepository,
  partnerCompanyUsers: createPartnerCompanyUsersRepository,
};
