import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { deviceOperatingSystems } from '@portal/shared/contracts';
import { at, timestamps } from './columns';
import { clients } from './clients';

/**
 * The phones and tablets a client uses the wealth manager's app on (docs/clients.md). Company and adviser are the
 * client's: a device is read only through its client, in the client's scope.
 */
export const clientDevices = pgTable(
  'client_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    os: text('os', { enum: deviceOperatingSystems }).notNull(),
    // the app's version as the device reported it (docs/clients.md); compared with CURRENT_APP_VERSION on read
    appVersion: text('app_version').notNull(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('client_devices_client_idx').on(table.clientId)],
);

export type ClientDeviceRow = typeof clientDevices.$inferSelect;
export type NewClientDevice = typeof clientDevices.$inferInsert;
