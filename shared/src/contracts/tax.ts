/**
 * The Swiss tax engine's operations (`GET tax/income`, `GET tax/withdrawal`, `GET tax/comparison`; rules in
 * docs/taxes.md). Amounts in CHF. The municipality is a BFS number or a Swiss postal code.
 */
import { z } from 'zod';

/** The tax years whose data ships with the API, the latest last. */
export const TAX_YEARS = [2025] as const;
export const TAX_SOURCE = 'Quelle: ESTV, Steuerrechner 2025';
/** The largest taxable income, wealth or capital the engine takes. */
export const TAX_MAX_AMOUNT = 100_000_000;
export const TAX_MAX_CHILDREN = 20;
/** 3a accounts withdrawn one a tax year from five years before the AHV reference age: at most five (docs/taxes.md). */
export const MAX_STAGGERED_ACCOUNTS = 5;

export const taxAmountMessage = 'Bitte geben Sie einen Betrag zwischen 0 und 100 Millionen CHF ein.';
export const taxLocationRequiredMessage = 'Bitte geben Sie eine Postleitzahl oder eine Gemeinde an.';
export const taxUnknownMunicipalityMessage = 'Diese Gemeinde ist unbekannt.';
export const taxUnknownZipMessage = 'Zu dieser Postleitzahl ist keine Gemeinde bekannt.';
export const taxYearMessage = 'Für dieses Steuerjahr liegen keine Tarife vor.';
export const taxBirthDateMessage = 'Bitte geben Sie ein Geburtsdatum zwischen 1900 und heute ein.';
export const taxBirthDateRequiredMessage = 'Geburtsdatum und Geschlecht gehören zusammen.';

/** The client's birth date, for the years the 3a accounts can be withdrawn in (ISO date, from 1900). */
export const taxBirthDateSchema = z.iso
  .date({ error: taxBirthDateMessage })
  .refine((value) => Number(value.slice(0, 4)) >= 1900, { error: taxBirthDateMessage });

export const households = ['single', 'married'] as const;
export const confessions = ['none', 'reformed', 'roman_catholic', 'christ_catholic'] as const;
export type TaxHousehold = (typeof households)[number];
export type TaxConfession = (typeof confessions)[number];

/** A taxable income, wealth or capital: CHF 0 to 100 million. */
export const taxAmountSchema = z.coerce
  .number({ error: taxAmountMessage })
  .min(0, { error: taxAmountMessage })
  .max(TAX_MAX_AMOUNT, { error: taxAmountMessage });

/** Who is taxed where: the household (a single person with children is a single parent) and the confession. */
export const taxHouseholdQuerySchema = z.object({
  year: z.coerce.number().int().optional(),
  household: z.enum(households).default('single'),
  children: z.coerce.number().int().min(0).max(TAX_MAX_CHILDREN).default(0),
  confession: z.enum(confessions).default('none'),
});

/** A Swiss postal code (the municipality of its main locality). */
export const taxZipSchema = z.string().regex(/^\d{4}$/, { error: taxUnknownZipMessage });

const location = {
  /** the municipality's BFS number; or */
  bfs: z.coerce.number().int().min(1).max(9999).optional(),
  /** a Swiss postal code (the municipality of its main locality) */
  zip: taxZipSchema.optional(),
};

export const taxIncomeQuerySchema = taxHouseholdQuerySchema.extend({
  ...location,
  /** taxable income */
  income: taxAmountSchema,
  /** taxable wealth (optional) */
  wealth: taxAmountSchema.optional(),
  /** a deduction from income, such as a pillar 3a contribution: its saving is the tax before less the tax after */
  deduction: taxAmountSchema.optional(),
});
export type TaxIncomeQuery = z.infer<typeof taxIncomeQuerySchema>;

export const taxWithdrawalQuerySchema = taxHouseholdQuerySchema.extend({
  ...location,
  /** the capital withdrawn */
  capital: taxAmountSchema,
  /** withdrawn from this many accounts of equal value, one a tax year (staggered), against all in one year */
  accounts: z.coerce.number().int().min(1).max(10).default(1),
});
export type TaxWithdrawalQuery = z.infer<typeof taxWithdrawalQuerySchema>;

export const taxComparisonQuerySchema = taxHouseholdQuerySchema.extend({
  income: taxAmountSchema,
  /** the pillar 3a contribution whose saving is compared (default: the year's maximum with a pension fund) */
  deduction: taxAmountSchema.optional(),
});
export type TaxComparisonQuery = z.infer<typeof taxComparisonQuerySchema>;

export const municipalitySchema = z.object({ bfs: z.number().int(), name: z.string(), canton: z.string() });
export type TaxMunicipality = z.infer<typeof municipalitySchema>;

export const incomeTaxSchema = z.object({
  federal: z.number(),
  canton: z.number(),
  commune: z.number(),
  church: z.number(),
  total: z.number(),
});
export type IncomeTaxFigures = z.infer<typeof incomeTaxSchema>;

export const taxIncomeResponseSchema = z.object({
  year: z.number().int(),
  source: z.string(),
  municipality: municipalitySchema,
  income: z.number(),
  income_tax: incomeTaxSchema,
  wealth_tax: z.object({ canton: z.number(), commune: z.number(), church: z.number(), total: z.number() }).nullable(),
  deduction: z.number().nullable(),
  /** the income tax the deduction saves, all levels */
  saving: z.number().nullable(),
  /** the tax on the next CHF 100 of income, in % */
  marginal_rate: z.number(),
});
export type TaxIncomeResponse = z.infer<typeof taxIncomeResponseSchema>;

export const taxWithdrawalResponseSchema = z.object({
  year: z.number().int(),
  source: z.string(),
  municipality: municipalitySchema,
  capital: z.number(),
  /** everything in one tax year */
  once: incomeTaxSchema,
  accounts: z.number().int(),
  /** one account a tax year: the tax of each withdrawal and their sum */
  staggered: z.object({ per_withdrawal: incomeTaxSchema, total: z.number() }),
  /** once.total − staggered.total */
  staggered_saving: z.number(),
});
export type TaxWithdrawalResponse = z.infer<typeof taxWithdrawalResponseSchema>;

export const taxComparisonResponseSchema = z.object({
  year: z.number().int(),
  source: z.string(),
  income: z.number(),
  deduction: z.number(),
  /** the canton capitals, the lowest income tax first */
  cantons: z.array(z.object({ canton: z.string(), municipality: municipalitySchema, income_tax: z.number(), saving: z.number() })),
});
export type TaxComparisonResponse = z.infer<typeof taxComparisonResponseSchema>;
