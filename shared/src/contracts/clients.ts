/**
 * The client book (docs/clients.md): the list with its filters, the client detail,
 * the services with their current value and the performance of a period.
 */
import { z } from 'zod';
import {
  civilStatuses,
  clientStatusSchema,
  clientTitles,
  genders,
  preferredLanguages,
  transactionKinds,
  type LocalizedText,
} from './domain';
import { funnelStageSchema, referenceCurrencySchema, serviceProductSchema } from './statistics';
import { textSchema, idParamSchema } from './common';

const isoDate = z.iso.date();

// ---- vocabularies ---------------------------------------------------------------------------------

/** Whose clients a list shows: the whole company ('Alle Kunden') or the caller's own ('Eigene Kunden'). */
export const clientScopes = ['company', 'personal'] as const;
export const clientScopeSchema = z.enum(clientScopes);
export type ClientScope = z.infer<typeof clientScopeSchema>;

export const clientSortKeys = ['name', 'created_at', 'status', 'invested_amount'] as const;
export const clientSortKeySchema = z.enum(clientSortKeys);
export type ClientSortKey = z.infer<typeof clientSortKeySchema>;

export const sortDirections = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(sortDirections);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** The onboarding progress labels (docs/clients.md), one per funnel stage. */
export const onboardingProgressValues = [
  'invitation_not_sent',
  'invitation_sent',
  'invitation_accepted',
  'personal_details_validated',
  'bank_validated',
  'onboarding_completed',
] as const;
export const onboardingProgressSchema = z.enum(onboardingProgressValues);
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** The wizard steps (docs/onboarding.md). */
export const onboardingSteps = [
  'feeStep',
  'chooseBankStep',
  'personalDataStep',
  'clientIDStep',
  'clientCertifiedIDStep',
  'kycStep',
  'investorProfileStep',
  'signDocumentsStep',
  'servicesStep',
] as const;
export const onboardingStepSchema = z.enum(onboardingSteps);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/**
 * `client_to_complete`: a questionnaire step (KYC, investor profile) the adviser left without answers, which the
 * client answers later in the client's own app. It counts as filled for the wizard's navigation, but it is not
 * completed (docs/onboarding.md).
 */
export const onboardingStepStates = ['not_started', 'in_progress', 'client_to_complete', 'completed'] as const;
export type OnboardingStepState = (typeof onboardingStepStates)[number];
/** Whether a step of that state counts as filled: completed, or left to the client. */
export const isFilledStepState = (state: OnboardingStepState) => state === 'completed' || state === 'client_to_complete';

/** The chart ranges (docs/screens-and-layout.md). */
export const performancePeriods = ['1m', '3m', 'ytd', '1y', 'max'] as const;
export const performancePeriodSchema = z.enum(performancePeriods);
export type PerformancePeriod = z.infer<typeof performancePeriodSchema>;

// ---- the list -------------------------------------------------------------------------------------

/** Bank codes and names: letters, digits, '-' and '_' only. */
const bankCodeSchema = textSchema()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * `GET admin_partner/clients`. The array filters come bracket-style (`status[]=invested&status[]=pending`); the API
 * also takes a single `status=invested`. `invested` also finds the clients whose status is `investing`.
 * Without `scope` the list uses the scope the caller chose last; without `currency`, the caller's reference currency.
 */
export const clientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  status: z.array(clientStatusSchema).max(20).optional(),
  funnel_stage: z.array(funnelStageSchema).max(20).optional(),
  service_kind: z.array(serviceProductSchema).max(20).optional(),
  custodian: z.array(bankCodeSchema).max(20).optional(),
  adviser: z.array(idParamSchema).max(50).optional(),
  search: textSchema().trim().max(100).optional(),
  sort: clientSortKeySchema.default('created_at'),
  direction: sortDirectionSchema.optional(),
  scope: clientScopeSchema.optional(),
  currency: referenceCurrencySchema.optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;
/** The array parameters of the list, for the API's bracket-style parsing. */
export const clientListArrayParams = ['status', 'funnel_stage', 'service_kind', 'custodian', 'adviser'] as const;

export const adviserRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * `GET admin_partner/partner_company_users` (module `partner_company_users`): the advisers of the caller's company,
 * by name, as the options of the list's adviser filter.
 */
export const partnerCompanyUsersResponseSchema = z.object({ partner_company_users: z.array(adviserRefSchema) });
export type PartnerCompanyUsersResponse = z.infer<typeof partnerCompanyUsersResponseSchema>;

export const clientListItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: clientStatusSchema,
  funnel_stage: funnelStageSchema,
  onboarding_progress: onboardingProgressSchema,
  service_kinds: z.array(serviceProductSchema),
  /** the value of the client's services on the last valuation day, in `currency` */
  invested_amount: z.number(),
  adviser: adviserRefSchema.nullable(),
  custodian_banks: z.array(z.string()),
  created_at: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientListResponseSchema = z.object({
  clients: z.array(clientListItemSchema),
  scope: clientScopeSchema,
  currency: referenceCurrencySchema,
  /** the last valuation day the amounts are taken from; null before the first one */
  valuation_date: isoDate.nullable(),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

// ---- the detail -----------------------------------------------------------------------------------

export const clientIdParamsSchema = z.object({ id: idParamSchema });
export const clientServiceParamsSchema = clientIdParamsSchema.extend({
  serviceId: idParamSchema,
});

export const custodianSchema = z.object({ bank_code: z.string(), name: z.string(), custom_custodian: z.boolean() });

export const onboardingStepStatusSchema = z.object({
  step: onboardingStepSchema,
  state: z.enum(onboardingStepStates),
});

export const clientDetailSchema = z.object({
  id: z.number().int(),
  status: clientStatusSchema,
  funnel_stage: funnelStageSchema,
  onboarding_progress: onboardingProgressSchema,
  /** the salutation code; the screens show its label (common.salutations) */
  title: z.enum(clientTitles).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: isoDate.nullable(),
  gender: z.enum(genders).nullable(),
  preferred_language: z.enum(preferredLanguages).nullable(),
  address: z.object({
    country: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    address_line_2: z.string().nullable(),
  }),
  personal_status: z.object({
    nationalities: z.array(z.string()),
    tax_domicile: z.string().nullable(),
    civil_status: z.enum(civilStatuses).nullable(),
    place_of_origin: z.string().nullable(),
    ahv_number: z.string().nullable(),
  }),
  /** the five yes/no US-person questions; null until answered */
  us_person: z.object({
    us_citizen: z.boolean().nullable(),
    us_green_card: z.boolean().nullable(),
    us_resident: z.boolean().nullable(),
    us_born_in_us: z.boolean().nullable(),
    us_tax_liable: z.boolean().nullable(),
  }),
  /** percentages: 1.25 = 1.25 %; the finders fee is one-time, the recurring fee a yearly rate charged monthly */
  fee_structure: z.object({ finders_fee_percentage: z.number().nullable(), recurring_fee_percentage: z.number().nullable() }).nullable(),
  custodian_banks: z.array(custodianSchema),
  /** the name of the client's own bank when the custom custodian is among `custodian_banks` (docs/onboarding.md) */
  own_custodian_name: z.string().nullable(),
  onboarding_steps: z.array(onboardingStepStatusSchema),
  adviser: adviserRefSchema.nullable(),
  created_at: z.string(),
  invited_at: z.string().nullable(),
  first_invested_at: z.string().nullable(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
export const clientDetailResponseSchema = z.object({ client: clientDetailSchema });
export type ClientDetailResponse = z.infer<typeof clientDetailResponseSchema>;

// ---- client overview ------------------------------------------------------------------------------

export const requestedCurrencyQuerySchema = z.object({ requested_currency: referenceCurrencySchema.optional() });

export const clientServiceSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  kind: serviceProductSchema,
  strategy: z.string().nullable(),
  custodian: custodianSchema.nullable(),
  liberty_case_id: z.string().nullable(),
  created_at: z.string(),
  /** value on the last valuation day, in the requested currency; null before the first valuation */
  current_value: z.number().nullable(),
  valuation_date: isoDate.nullable(),
});
export type ClientService = z.infer<typeof clientServiceSchema>;
export const clientServicesResponseSchema = z.object({
  currency: referenceCurrencySchema,
  total_value: z.number(),
  services: z.array(clientServiceSchema),
});
export type ClientServicesResponse = z.infer<typeof clientServicesResponseSchema>;

const serviceIdSchema = idParamSchema;

/** `client_overview/{id}/overall_performance_for_period`: all the client's services together. */
export const overallPerformanceQuerySchema = z.object({
  period: performancePeriodSchema.default('1y'),
  requested_currency: referenceCurrencySchema.optional(),
});
export type OverallPerformanceQuery = z.input<typeof overallPerformanceQuerySchema>;

/** `client_overview/{id}/performance_for_period`: one service. */
export const performanceQuerySchema = overallPerformanceQuerySchema.extend({ service_id: serviceIdSchema });
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

/** `client_overview/{id}/monthly_performance`: one service, or all without `service_id`. */
export const monthlyPerformanceQuerySchema = z.object({
  service_id: serviceIdSchema.optional(),
  requested_currency: referenceCurrencySchema.optional(),
});
export type MonthlyPerformanceQuery = z.input<typeof monthlyPerformanceQuerySchema>;

export const performancePointSchema = z.object({
  date: isoDate,
  value: z.number(),
  /** deposits minus withdrawals of the day (fees are part of the performance) */
  net_flow: z.number(),
});

/**
 * Returns are fractions (0.042 = 4.2 %) over the whole period. `annualised` only for periods of a year or more
 * (docs/clients.md: periods under a year are not annualised).
 */
export const performanceResponseSchema = z.object({
  currency: referenceCurrencySchema,
  period: performancePeriodSchema,
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  start_value: z.number(),
  end_value: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  /** time-weighted return, chained daily */
  twr: z.number().nullable(),
  /** money-weighted return (XIRR), as the return over the period */
  mwr: z.number().nullable(),
  annualised: z.object({ twr: z.number().nullable(), mwr: z.number().nullable() }).nullable(),
  series: z.array(performancePointSchema),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

export const monthlyPerformanceResponseSchema = z.object({
  currency: referenceCurrencySchema,
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), twr: z.number().nullable() })),
});
export type MonthlyPerformanceResponse = z.infer<typeof monthlyPerformanceResponseSchema>;

/** Who read or changed the client's data, newest first (the append-only audit log). */
export const clientAuditLogResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      /** which data: personal_data, services, performance, ... */
      what: z.string().nullable(),
      partner_user: z.string().nullable(),
      ip: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ClientAuditLogResponse = z.infer<typeof clientAuditLogResponseSchema>;

// ---- transactions ---------------------------------------------------------------------------------

/**
 * `client_overview/{id}/transactions/{serviceId}`: one month of transactions at a time, newest first. Without
 * `last_loaded_month` the newest month that has any; with it, the next older month that has any.
 */
export const transactionsQuerySchema = z.object({
  group_by: z.enum(['month']).default('month'),
  last_loaded_month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const clientTransactionSchema = z.object({
  id: z.number().int(),
  date: isoDate,
  kind: z.enum(transactionKinds),
  /** free text beyond the kind, or none: the screen shows the kind's label then (common.transactionKinds) */
  description: z.string().nullable(),
  amount: z.number(),
  currency: referenceCurrencySchema,
  isin: z.string().nullable(),
});
export type ClientTransaction = z.infer<typeof clientTransactionSchema>;

export const transactionsResponseSchema = z.object({
  /** the month of these transactions ("YYYY-MM"); null when there are none (left) */
  month: z.string().nullable(),
  transactions: z.array(clientTransactionSchema),
  /** whether older months hold transactions */
  has_more: z.boolean(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** `GET admin_partner/custodians`: the custodian banks a client can choose (reference data). */
export const custodiansResponseSchema = z.object({ custodians: z.array(custodianSchema) });
export type CustodiansResponse = z.infer<typeof custodiansResponseSchema>;

// ---- devices --------------------------------------------------------------------------------------

/** The operating systems of the client app (docs/clients.md). */
export const deviceOperatingSystems = ['ios', 'android'] as const;
export type DeviceOperatingSystem = (typeof deviceOperatingSystems)[number];

export const clientDeviceSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  os: z.enum(deviceOperatingSystems),
  /** the version of the client app on the device (docs/clients.md: three dot-separated non-negative integers) */
  app_version: z.string(),
  /** older than `current_app_version`, compared part by part as numbers (or not a valid version at all) */
  outdated: z.boolean(),
  /**
   * Who uses the app on the device: the client, who signs in with their e-mail address (the data model keeps no
   * separate login name).
   */
  user: z.object({ name: z.string(), email: z.string().nullable() }),
  last_used_at: z.string(),
});
export type ClientDevice = z.infer<typeof clientDeviceSchema>;

/** `GET admin_partner/client_overview/{id}/devices`: the client's devices, the most recently used first. */
export const clientDevicesResponseSchema = z.object({
  current_app_version: z.string(),
  devices: z.array(clientDeviceSchema),
});
export type ClientDevicesResponse = z.infer<typeof clientDevicesResponseSchema>;

/**
 * The client list's column headings, as the list shows them (mf-clients locale files, `list.columns`, kept equal by
 * mf-clients/src/features/client-list/column-labels.test.ts) and as the CSV and Excel export writes them
 * (docs/clients.md). `{{currency}}`: the reference currency.
 */
export const clientListColumnLabels = {
  name: { de: 'Name', en: 'Name', fr: 'Nom', it: 'Nome' },
  email: { de: 'E-Mail', en: 'E-mail', fr: 'E-mail', it: 'E-mail' },
  status: { de: 'Status', en: 'Status', fr: 'Statut', it: 'Stato' },
  progress: { de: 'Onboarding', en: 'Onboarding', fr: 'Onboarding', it: 'Onboarding' },
  services: { de: 'Dienstleistungen', en: 'Services', fr: 'Services', it: 'Servizi' },
  invested: {
    de: 'Investiert ({{currency}})',
    en: 'Invested ({{currency}})',
    fr: 'Investi ({{currency}})',
    it: 'Investito ({{currency}})',
  },
  adviser: { de: 'Berater', en: 'Adviser', fr: 'Conseiller', it: 'Consulente' },
  createdAt: { de: 'Erfasst am', en: 'Added on', fr: 'Saisi le', it: 'Registrato il' },
} satisfies Record<string, LocalizedText>;
