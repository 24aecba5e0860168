import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { notificationKindsFor, type NotificationKind } from '@portal/shared/contracts';
import { clients, notifications, notificationSettings } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/** The caller's notifications and notification settings. */
export const createNotificationsRepository = scopedRepository(({ db, scope, tenant }) => {
  // Notifications follow the caller's modules: no invoice notices for an adviser without the invoices module.
  const mine = and(tenant.ofCaller(notifications), inArray(notifications.kind, notificationKindsFor(scope.modules)));
  return {
    /** A page of the caller's notifications, newest first, with the client each one is about. */
    async list(page: number, perPage: number) {
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          createdAt: notifications.createdAt,
          seenAt: notifications.seenAt,
          clientId: notifications.clientId,
          userUpdates: notifications.userUpdates,
          firstName: clients.firstName,
          lastName: clients.lastName,
        })
        .from(notifications)
        // the client's name only when the client is the company's (a notification never names another company's)
        .leftJoin(clients, and(eq(clients.id, notifications.clientId), tenant.ofCompany(clients)))
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(notifications).where(mine);
      return { rows, total: total?.n ?? 0 };
    },

    async countUnseen(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.seenAt)));
      return row?.n ?? 0;
    },

    async markAllSeen(now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ seenAt: now })
        .where(and(tenant.ofCaller(notifications), isNull(notifications.seenAt)));
    },

    async listSettings() {
      return db.select().from(notificationSettings).where(tenant.ofCaller(notificationSettings));
    },

    async upsertSetting(kind: NotificationKind, value: { email: boolean; inApp: boolean }): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ partnerUserId: scope.userId, kind, ...value })
        .onConflictDoUpdate({ target: [notificationSettings.partnerUserId, notificationSettings.kind], set: value });
    },
  };
});
