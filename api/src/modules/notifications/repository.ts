import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { clients, notifications, notificationSettings } from '../../db/schema';
import type { NotificationKind } from '@portal/shared/contracts';

const ofKinds = (userId: number, kinds: readonly NotificationKind[]) =>
  and(eq(notifications.partnerUserId, userId), inArray(notifications.kind, [...kinds]));

/** A page of the user's notifications of the given kinds, newest first, with the client each one is about. */
export async function listNotifications(db: Executor, userId: number, kinds: readonly NotificationKind[], page: number, perPage: number) {
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
    .leftJoin(clients, eq(clients.id, notifications.clientId))
    .where(ofKinds(userId, kinds))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(notifications).where(ofKinds(userId, kinds));
  return { rows, total: total?.n ?? 0 };
}

export async function countUnseen(db: Executor, userId: number, kinds: readonly NotificationKind[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofKinds(userId, kinds), isNull(notifications.seenAt)));
  return row?.n ?? 0;
}

export async function markAllSeen(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ seenAt: now })
    .where(and(eq(notifications.partnerUserId, userId), isNull(notifications.seenAt)));
}

export async function listSettings(db: Executor, userId: number) {
  return db.select().from(notificationSettings).where(eq(notificationSettings.partnerUserId, userId));
}

export async function upsertSetting(
  db: Executor,
  userId: number,
  kind: NotificationKind,
  value: { email: boolean; inApp: boolean },
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ partnerUserId: userId, kind, ...value })
    .onConflictDoUpdate({ target: [notificationSettings.partnerUserId, notificationSettings.kind], set: value });
}
