import { and, asc, desc, eq, gt, notExists } from 'drizzle-orm';
import type { Executor } from '../../db';
import { featurePromptDismissals, featurePrompts, scheduledDowntimes } from '../../db/schema';

/** The active downtime that has not ended yet, the earliest first. */
export async function findCurrentDowntime(db: Executor, now: Date) {
  const [row] = await db
    .select()
    .from(scheduledDowntimes)
    .where(and(eq(scheduledDowntimes.active, true), gt(scheduledDowntimes.endTime, now)))
    .orderBy(asc(scheduledDowntimes.startTime))
    .limit(1);
  return row ?? null;
}

/** The newest active prompt that the user has not dismissed. */
export async function findFeaturePromptFor(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(featurePrompts)
    .where(
      and(
        eq(featurePrompts.active, true),
        notExists(
          db
            .select({ id: featurePromptDismissals.featurePromptId })
            .from(featurePromptDismissals)
            .where(
              and(
                eq(featurePromptDismissals.featurePromptId, featurePrompts.id),
                eq(featurePromptDismissals.partnerUserId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(featurePrompts.createdAt), desc(featurePrompts.id))
    .limit(1);
  return row ?? null;
}

export async function featurePromptExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: featurePrompts.id }).from(featurePrompts).where(eq(featurePrompts.id, id)).limit(1);
  return row !== undefined;
}

export async function dismissFeaturePrompt(db: Executor, id: number, userId: number): Promise<void> {
  await db.insert(featurePromptDismissals).values({ featurePromptId: id, partnerUserId: userId }).onConflictDoNothing();
}
