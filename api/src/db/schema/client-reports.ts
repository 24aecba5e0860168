import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { locales, performancePeriods, reportStatuses, reportTypes } from '@portal/shared/contracts';
import { at, timestamps } from './columns';
import { clients } from './clients';
import { partnerCompanies } from './partner-companies';
import { partnerUsers } from './partner-users';
import { services } from './services';

/** Binary data; PGlite reads it back as a Uint8Array, postgres.js as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A wealth statement asked for on the client detail: written `in_progress` by the request, made by the report worker
 * of `modules/reports/worker.ts` outside it (claimed with a lease, like the mail queue), then `ready` with its PDF.
 */
export const clientReports = pgTable(
  'client_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => partnerUsers.id, { onDelete: 'set null' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    type: text('type', { enum: reportTypes }).notNull(),
    period: text('period', { enum: performancePeriods }).notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('in_progress'),
    pdf: bytea('pdf'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    readyAt: at('ready_at'),
    ...timestamps,
  },
  (table) => [
    index('client_reports_service_idx').on(table.serviceId, table.createdAt),
    index('client_reports_status_idx').on(table.status),
  ],
);

export type ClientReportRow = typeof clientReports.$inferSelect;
