import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { clients, services } from '../db/schema';
import type { TenantFilter } from './scoped-repository';

/**
 * The ids among `serviceIds` of services of clients in the scope, as a subquery: a series or a list of flows read
 * through it stays scoped, whatever ids the caller passed.
 */
export const scopedServiceIds = (db: Executor, tenant: TenantFilter, serviceIds: number[]) =>
  db
    .select({ id: services.id })
    .from(services)
    .innerJoin(clients, eq(clients.id, services.clientId))
    .where(and(tenant.inScope(clients), inArray(services.id, serviceIds)));
