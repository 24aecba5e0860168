import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { referenceCurrencies, serviceKinds } from '@portal/shared/contracts';
import { timestamps } from './columns';
import { clients } from './clients';
import { custodians } from './custodians';
import { strategies } from './strategies';

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: serviceKinds }).notNull(),
    name: text('name'),
    strategyId: integer('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),
    custodianId: integer('custodian_id').references(() => custodians.id, { onDelete: 'set null' }),
    libertyCaseId: text('liberty_case_id'),
    currency: text('currency', { enum: referenceCurrencies }).notNull().default('CHF'),
    ...timestamps,
  },
  (table) => [index('services_client_idx').on(table.clientId), index('services_kind_idx').on(table.kind)],
);

export type ServiceRow = typeof services.$inferSelect;
