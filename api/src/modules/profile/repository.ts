import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { partnerUsers, type NewPartnerUser } from '../../db/schema';

export async function updateProfile(
  db: Executor,
  userId: number,
  changes: Pick<NewPartnerUser, 'language' | 'privateMode' | 'referenceCurrency' | 'clientScope'>,
): Promise<void> {
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db.update(partnerUsers).set(changes).where(eq(partnerUsers.id, userId));
}
