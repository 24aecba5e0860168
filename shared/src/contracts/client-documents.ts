/**
 * What the client detail offers beyond the overview (docs/documents.md, issue 10): the export
 * of the list, the operator's admin actions, the client's documents and payment slips, the portfolio overview by
 * category, the inflows and the wealth-statement reports.
 */
import { z } from 'zod';
import { localeSchema } from './domain';
import { clientListQuerySchema, performancePeriodSchema } from './clients';
import { referenceCurrencySchema, serviceProductSchema } from './statistics';
import { textSchema, idParamSchema } from './common';

const isoDate = z.iso.date();

// ---- roles ----------------------------------------------------------------------------------------

/** An adviser of a partner company, or an internal operator of the wealth manager (admin actions, docs/clients.md). */
export const partnerUserRoles = ['adviser', 'operator'] as const;
export type PartnerUserRole = (typeof partnerUserRoles)[number];

// ---- export of the list ---------------------------------------------------------------------------

export const exportFormats = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** `GET admin_partner/clients/export`: the list's filters, search and sort (all rows, no paging), a format and a language. */
export const clientExportQuerySchema = clientListQuerySchema.omit({ page: true, per_page: true }).extend({
  format: exportFormatSchema.default('csv'),
  locale: localeSchema.optional(),
});
export type ClientExportQuery = z.input<typeof clientExportQuerySchema>;

// ---- admin actions (operator only) ---------------------------------------------------------------

export const adminActions = ['reset_account', 'block', 'unblock'] as const;
export const adminActionSchema = z.enum(adminActions);
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionParamsSchema = z.object({ id: idParamSchema, action: adminActionSchema });

/** Deleting a client: the client's full name ("first last"), typed as a confirmation. */
export const deleteClientBodySchema = z.object({ confirmation_name: textSchema().trim().min(1).max(200) });
export type DeleteClientBody = z.infer<typeof deleteClientBodySchema>;

// ---- documents ------------------------------------------------------------------------------------

export const clientDocumentTypes = ['regulatory_profile', 'investor_profile', 'tax_statement', 'wealth_statement'] as const;
export const clientDocumentTypeSchema = z.enum(clientDocumentTypes);
export type ClientDocumentType = z.infer<typeof clientDocumentTypeSchema>;

/** `GET admin_partner/client_document/{id}?type=&year=`: the year is needed by the statements. */
export const clientDocumentQuerySchema = z.object({
  type: clientDocumentTypeSchema,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  locale: localeSchema.optional(),
});
export type ClientDocumentQuery = z.input<typeof clientDocumentQuerySchema>;

export const localeQuerySchema = z.object({ locale: localeSchema.optional() });

export const clientDocumentSchema = z.object({
  type: clientDocumentTypeSchema,
  /** the year of a statement; null for the profiles */
  year: z.number().int().nullable(),
  /** false while the questionnaire is not filled (the profiles) */
  available: z.boolean(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

export const clientBankAccountSchema = z.object({
  /** the service whose account the slip pays into */
  id: z.number().int(),
  name: z.string().nullable(),
  kind: serviceProductSchema,
  custodian: z.string().nullable(),
  /** the custodian has a QR-IBAN: a QR-bill can be made */
  payment_slip: z.boolean(),
});
export type ClientBankAccount = z.infer<typeof clientBankAccountSchema>;

/** `GET admin_partner/clients/{id}/documents`: every document of the client and the accounts with a payment slip. */
export const clientDocumentsResponseSchema = z.object({
  documents: z.array(clientDocumentSchema),
  bank_accounts: z.array(clientBankAccountSchema),
});
export type ClientDocumentsResponse = z.infer<typeof clientDocumentsResponseSchema>;

/** `GET admin_partner/clients/{id}/tax_statement_documents` and `.../wealth_statement_documents`. */
export const statementDocumentsResponseSchema = z.object({ documents: z.array(clientDocumentSchema) });
export type StatementDocumentsResponse = z.infer<typeof statementDocumentsResponseSchema>;

export const bankAccountParamsSchema = z.object({ id: idParamSchema, accountId: idParamSchema });

// ---- portfolio overview ---------------------------------------------------------------------------

export const portfolioCategories = ['asset_class', 'currency', 'region'] as const;
export const portfolioCategorySchema = z.enum(portfolioCategories);
export type PortfolioCategory = z.infer<typeof portfolioCategorySchema>;

export const assetClasses = ['cash', 'bonds', 'equities', 'real_estate', 'commodities', 'private_equity', 'crypto'] as const;
export const allocationRegions = ['switzerland', 'europe', 'north_america', 'emerging_markets', 'global'] as const;

export const portfolioOverviewQuerySchema = z.object({
  filter_category: portfolioCategorySchema.default('asset_class'),
  requested_currency: referenceCurrencySchema.optional(),
});
export type PortfolioOverviewQuery = z.input<typeof portfolioOverviewQuerySchema>;

export const portfolioOverviewResponseSchema = z.object({
  category: portfolioCategorySchema,
  currency: referenceCurrencySchema,
  valuation_date: isoDate.nullable(),
  total_value: z.number(),
  /** largest first; `key` is an asset class, a currency code or a region */
  slices: z.array(z.object({ key: z.string(), weight: z.number(), value: z.number() })),
});
export type PortfolioOverviewResponse = z.infer<typeof portfolioOverviewResponseSchema>;

// ---- reports --------------------------------------------------------------------------------------

export const reportTypes = ['short_wealth_statement', 'long_wealth_statement'] as const;
export const reportTypeSchema = z.enum(reportTypes);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const reportStatuses = ['in_progress', 'ready', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const generateReportBodySchema = z.object({
  type: reportTypeSchema,
  period: performancePeriodSchema.default('ytd'),
});
export type GenerateReportBody = z.input<typeof generateReportBodySchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  type: reportTypeSchema,
  period: performancePeriodSchema,
  locale: localeSchema,
  status: z.enum(reportStatuses),
  created_at: z.string(),
  ready_at: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportResponseSchema = z.object({ report: reportSchema });
export const reportsResponseSchema = z.object({ reports: z.array(reportSchema) });
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;
export const reportParamsSchema = z.object({ id: idParamSchema, reportId: idParamSchema });
