/**
 * The vocabularies (docs/clients.md, docs/onboarding.md) that the database, the API and the frontends all name the same way.
 * The service kinds are the products of the statistics contract (`serviceProducts`).
 */
import { z } from 'zod';

export { serviceProducts as serviceKinds } from './statistics';

export const locales = ['de', 'en', 'fr', 'it'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;

import { visibleModuleNames } from './vocabulary';

export { visibleModuleNames };
export const visibleModuleSchema = z.enum(visibleModuleNames);
export type VisibleModule = z.infer<typeof visibleModuleSchema>;

export const twoFactorMethods = ['none', 'email'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export const clientStatuses = [
  'pending',
  'profile_completed',
  'onboarded',
  'investing',
  'invested',
  'on_hold',
  'blocked',
  'rejected',
] as const;
export const clientStatusSchema = z.enum(clientStatuses);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

export const genders = ['male', 'female'] as const;
export const preferredLanguages = ['english', 'german', 'french', 'italian'] as const;
export const civilStatuses = ['single', 'married', 'divorced', 'widowed', 'partnership', 'dissolvedPartnership'] as const;

export const cashFlowKinds = ['deposit', 'withdrawal', 'fee'] as const;
export type CashFlowKind = (typeof cashFlowKinds)[number];

/** The salutation as stored (docs/clients.md); each document and screen shows it in its language (common.salutations). */
export const clientTitles = ['mr', 'ms'] as const;
export type ClientTitle = (typeof clientTitles)[number];

export const transactionKinds = ['deposit', 'withdrawal', 'fee', 'buy', 'sell', 'dividend'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export const notificationKinds = [
  'new_service',
  'status_change',
  'new_partner_document',
  'new_invoice_document',
  'new_deposit',
  'portfolio_analysis_done',
  'referral_registration',
  'vb_search_answer',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The module each kind of notification belongs to: an adviser without the module neither gets it nor sets it; null for
 * a tool every adviser has (the portfolio analysis).
 */
export const notificationKindModule: Record<NotificationKind, VisibleModule | null> = {
  new_service: 'clients',
  status_change: 'clients',
  new_partner_document: 'documents',
  new_invoice_document: 'invoices',
  new_deposit: 'clients',
  portfolio_analysis_done: null,
  referral_registration: 'clients',
  vb_search_answer: 'clients',
};

/** The kinds of notification an adviser with these modules gets, in the order of `notificationKinds`. */
export function notificationKindsFor(modules: readonly VisibleModule[]): NotificationKind[] {
  return notificationKinds.filter((kind) => {
    const module = notificationKindModule[kind];
    return module === null || modules.includes(module);
  });
}

export const foreignCurrencies = ['EUR', 'USD'] as const;
export type ForeignCurrency = (typeof foreignCurrencies)[number];

/** Texts kept per interface language (blog posts, feature prompts, strategy names). */
export type LocalizedText = Record<Locale, string>;
