import { and, asc, eq } from 'drizzle-orm';
import type { Locale, WeightAdjustmentStatus, WeightEntry } from '@portal/shared/contracts';
import type { Database } from '../db';
import { customPortfolioPositions, customPortfolios, notifications, partnerUsers, weightAdjustments } from '../db/schema';

/** The wealth manager's limits on one position of a custom portfolio, in percent. */
export const POSITION_CAP = 40;
export const POSITION_REFUSED_ABOVE = 60;

/**
 * What the wealth manager decides on requested weights (the portal plays its side, issue 13): a position above 60 %
 * is refused; one above 40 % is capped at 40 % and the rest spread over the others in proportion (overwritten);
 * anything else is approved as requested.
 */
export function decide(requested: WeightEntry[]): { status: Exclude<WeightAdjustmentStatus, 'pending'>; weights: WeightEntry[] | null } {
  if (requested.some((entry) => entry.weight > POSITION_REFUSED_ABOVE)) return { status: 'rejected', weights: null };
  if (!requested.some((entry) => entry.weight > POSITION_CAP)) return { status: 'approved', weights: requested };
  const weights = requested.map((entry) => ({ ...entry }));
  // capping one position can push another over the cap: repeat until none is
  for (let round = 0; round < weights.length; round += 1) {
    const over = weights.filter((entry) => entry.weight > POSITION_CAP);
    if (!over.length) break;
    const excess = over.reduce((sum, entry) => sum + entry.weight - POSITION_CAP, 0);
    for (const entry of over) entry.weight = POSITION_CAP;
    const open = weights.filter((entry) => entry.weight < POSITION_CAP && entry.weight > 0);
    const base = open.reduce((sum, entry) => sum + entry.weight, 0);
    for (const entry of open) entry.weight += base ? (excess * entry.weight) / base : excess / open.length;
  }
  const rounded = weights.map((entry) => ({ ...entry, weight: Math.round(entry.weight * 100) / 100 }));
  // the rounding difference goes to the largest position, so that the weights still sum to exactly 100
  const difference = Math.round((100 - rounded.reduce((sum, entry) => sum + entry.weight, 0)) * 100) / 100;
  const largest = rounded.reduce((best, entry) => (entry.weight > best.weight ? entry : best), rounded[0]!);
  largest.weight = Math.round((largest.weight + difference) * 100) / 100;
  return { status: 'overwritten', weights: rounded };
}

const noticeText: Record<Locale, (portfolio: string, status: string) => string> = {
  de: (portfolio, status) =>
    `Gewichtsanpassung ${portfolio}: ${({ approved: 'genehmigt', rejected: 'abgelehnt', overwritten: 'überschrieben' } as Record<string, string>)[status]}`,
  en: (portfolio, status) => `Weight adjustment ${portfolio}: ${status}`,
  fr: (portfolio, status) =>
    `Ajustement des poids ${portfolio} : ${({ approved: 'approuvé', rejected: 'refusé', overwritten: 'remplacé' } as Record<string, string>)[status]}`,
  it: (portfolio, status) =>
    `Adeguamento dei pesi ${portfolio}: ${({ approved: 'approvato', rejected: 'respinto', overwritten: 'sovrascritto' } as Record<string, string>)[status]}`,
};

/** Decides every pending adjustment, applies the new weights to the positions and notifies the adviser. */
export async function processPendingAdjustments(db: Database, now: Date): Promise<{ id: number; status: WeightAdjustmentStatus }[]> {
  const pending = await db
    .select({ adjustment: weightAdjustments, portfolio: customPortfolios })
    .from(weightAdjustments)
    .innerJoin(customPortfolios, eq(customPortfolios.id, weightAdjustments.customPortfolioId))
    .where(eq(weightAdjustments.status, 'pending'))
    .orderBy(asc(weightAdjustments.requestedAt));
  const done: { id: number; status: WeightAdjustmentStatus }[] = [];
  for (const { adjustment, portfolio } of pending) {
    const { status, weights } = decide(adjustment.requestedWeights);
    const decided = await db.transaction(async (tx) => {
      // only while still pending: a second run at the same time (a job that ran twice) decides nothing again
      const [taken] = await tx
        .update(weightAdjustments)
        .set({ status, processedAt: now, newWeights: weights })
        .where(and(eq(weightAdjustments.id, adjustment.id), eq(weightAdjustments.status, 'pending')))
        .returning({ id: weightAdjustments.id });
      if (!taken) return false;
      const positions = await tx
        .select()
        .from(customPortfolioPositions)
        .where(eq(customPortfolioPositions.customPortfolioId, portfolio.id));
      const applied = new Map((weights ?? []).map((entry) => [entry.isin, entry.weight]));
      for (const position of positions) {
        if (!weights) {
          await tx.update(customPortfolioPositions).set({ requestedWeight: null }).where(eq(customPortfolioPositions.id, position.id));
          // a position the request added and the wealth manager refused goes again
          if (Number(position.weight) === 0 && Number(position.driftingWeight) === 0)
            await tx.delete(customPortfolioPositions).where(eq(customPortfolioPositions.id, position.id));
        } else if ((applied.get(position.isin) ?? 0) === 0) {
          await tx.delete(customPortfolioPositions).where(eq(customPortfolioPositions.id, position.id));
        } else {
          const weight = applied.get(position.isin)!.toFixed(4);
          await tx
            .update(customPortfolioPositions)
            .set({ weight, driftingWeight: weight, requestedWeight: null })
            .where(eq(customPortfolioPositions.id, position.id));
        }
      }
      if (portfolio.partnerUserId !== null) {
        const [adviser] = await tx
          .select({ language: partnerUsers.language })
          .from(partnerUsers)
          .where(and(eq(partnerUsers.id, portfolio.partnerUserId)));
        const language = adviser?.language ?? 'de';
        await tx.insert(notifications).values({
          partnerUserId: portfolio.partnerUserId,
          kind: 'new_partner_document',
          userUpdates: { document_name: noticeText[language](portfolio.name, status) },
          createdAt: now,
        });
      }
      return true;
    });
    if (decided) done.push({ id: adjustment.id, status });
  }
  return done;
}
