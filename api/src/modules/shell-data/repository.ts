import { and, asc, desc, eq, gt, notExists } from 'drizzle-orm';
import { featurePromptDismissals, featurePrompts, scheduledDowntimes } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/** The shell's banner and feature prompt; downtimes and prompts are the same for everyone, dismissals the caller's. */
export const createShellDataRepository = scopedRepository(({ db, scope, tenant }) => ({
  /** The active downtime that has not ended yet, the earliest first. */
  async findCurrentDowntime(now: Date) {
    const [row] = await db
      .select()
      .from(scheduledDowntimes)
      .where(and(eq(scheduledDowntimes.active, true), gt(scheduledDowntimes.endTime, now)))
      .orderBy(asc(scheduledDowntimes.startTime))
      .limit(1);
    return row ?? null;
  },

  /** The newest active prompt that the caller has not dismissed. */
  async findFeaturePrompt() {
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
              .where(and(eq(featurePromptDismissals.featurePromptId, featurePrompts.id), tenant.ofCaller(featurePromptDismissals))),
          ),
        ),
      )
      .orderBy(desc(featurePrompts.createdAt), desc(featurePrompts.id))
      .limit(1);
    return row ?? null;
  },

  async featurePromptExists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: featurePrompts.id }).from(featurePrompts).where(eq(featurePrompts.id, id)).limit(1);
    return row !== undefined;
  },

  async dismissFeaturePrompt(id: number): Promise<void> {
    await db.insert(featurePromptDismissals).values({ featurePromptId: id, partnerUserId: scope.userId }).onConflictDoNothing();
  },
}));
