import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import profileRoutes from './profile/routes';
import notificationRoutes from './notifications/routes';
import shellDataRoutes from './shell-data/routes';
import { countriesRoutes, restrictedNationalitiesRoutes } from './countries/routes';
import devRoutes from './dev/routes';
import clientsRoutes from './clients/routes';
import onboardingRoutes from './onboarding/routes';
import clientOverviewRoutes from './client-overview/routes';
import clientAdminRoutes from './client-admin/routes';
import clientExportRoutes from './client-export/routes';
import clientDocumentsRoutes from './client-documents/routes';
import partnerCompanyUsersRoutes from './partner-company-users/routes';
import statisticsRoutes from './statistics/routes';
import documentsRoutes from './documents/routes';
import invoicesRoutes from './invoices/routes';
import projectionsRoutes from './projections/routes';
import portfolioAnalysisRoutes from './portfolio-analysis/routes';
import investmentCalendarRoutes from './investment-calendar/routes';
import customPortfoliosRoutes from './custom-portfolios/routes';
import customPortfoliosDevRoutes from './custom-portfolios/dev-routes';
import { healthRoutes } from './health/routes';
import { publicReferralRoutes, referralRoutes } from './referrals/routes';
import vbSearchRoutes from './vb-search/routes';
import strategiesRoutes from './strategies/routes';
import taxRoutes from './tax/routes';
import { telemetryRoutes } from './telemetry';

// The route plugins and where they are mounted; a module adds one line here.
export const routePlugins: { plugin: FastifyPluginAsync; prefix: string }[] = [
  { plugin: authRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: profileRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: notificationRoutes, prefix: '/api/v1/admin_partner/partner_notifications' },
  { plugin: telemetryRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: shellDataRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: restrictedNationalitiesRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: countriesRoutes, prefix: '/api/v1/countries' },
  { plugin: statisticsRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: clientsRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: onboardingRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: referralRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: vbSearchRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: strategiesRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: publicReferralRoutes, prefix: '/api/v1/referrals' },
  { plugin: clientOverviewRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: documentsRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: invoicesRoutes, prefix: '/api/v1/admin_partner/admin' },
  { plugin: projectionsRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: portfolioAnalysisRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: investmentCalendarRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: customPortfoliosRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: taxRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: clientAdminRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: clientExportRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: clientDocumentsRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: partnerCompanyUsersRoutes, prefix: '/api/v1/admin_partner' },
  { plugin: devRoutes, prefix: '/api/v1/dev' },
  { plugin: customPortfoliosDevRoutes, prefix: '/api/v1/dev' },
  { plugin: healthRoutes, prefix: '' },
];
