import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { clients, recurringFeeChanges } from '../../db/schema';

/** A recurring fee as the `percentage` of a change: no recurring fee is a rate of zero. */
const asChange = (percentage: string | null) => percentage ?? '0.000';

/**
 * Records that a client's recurring fee changes from `previous` to `next` on `day` (YYYY-MM-DD): the invoices
 * compute each day of a month at the rate in force that day (`rateSchedule`), so the days before the change keep the
 * old rate once the fee structure holds the new one. The first change of a client also writes down the rate it
 * replaces, in force since the client came (the earlier of its creation and its first investment); a second change on
 * the same day replaces the first. Runs on the caller's transaction, beside the update of the fee structure.
 */
export async function recordRecurringFeeChange(
  db: Executor,
  clientId: number,
  previous: string | null,
  next: string | null,
  day: string,
): Promise<void> {
  const [earlier] = await db
    .select({ id: recurringFeeChanges.id })
    .from(recurringFeeChanges)
    .where(eq(recurringFeeChanges.clientId, clientId))
    .limit(1);
  if (!earlier) {
    const [client] = await db
      .select({ since: sql<string>`LEAST(${clients.createdAt}, COALESCE(${clients.firstInvestedAt}, ${clients.createdAt}))::date::text` })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (client && client.since < day) {
      await db.insert(recurringFeeChanges).values({ clientId, validFrom: client.since, percentage: asChange(previous) });
    }
  }
  await db
    .insert(recurringFeeChanges)
    .values({ clientId, validFrom: day, percentage: asChange(next) })
    .onConflictDoUpdate({
      target: [recurringFeeChanges.clientId, recurringFeeChanges.validFrom],
      set: { percentage: asChange(next) },
    });
}
