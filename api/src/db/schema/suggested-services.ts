import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serviceKinds } from '@portal/shared/contracts';
import { money, timestamps } from './columns';
import { clients } from './clients';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';
import { strategies } from './strategies';

/**
 * A service an adviser suggests for a client (`partner_suggested_services`): the kind, its strategy, and optionally
 * a name and the amount to invest. The wizard's services step is filled once a client has one (docs/onboarding.md).
 */
export const partnerSuggestedServices = pgTable(
  'partner_suggested_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    partnerUserId: integer('partner_user_id').references(() => partnerUsers.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: serviceKinds }).notNull(),
    strategyId: integer('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'restrict' }),
    name: text('name'),
    amount: money('amount'),
    ...timestamps,
  },
  (table) => [index('partner_suggested_services_client_idx').on(table.clientId, table.kind)],
);

export type PartnerSuggestedServiceRow = typeof partnerSuggestedServices.$inferSelect;
