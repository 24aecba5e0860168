import { and, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  emailVerificationTokens,
  loginChallenges,
  partnerCompanies,
  partnerUsers,
  passwordResetTokens,
  refreshTokens,
  rememberedDevices,
  type PartnerCompany,
  type PartnerUserRow,
} from '../../db/schema';

export type UserWithCompany = PartnerUserRow & { company: PartnerCompany };

async function withCompany(db: Executor, user: PartnerUserRow | undefined): Promise<UserWithCompany | null> {
  if (!user) return null;
  const [company] = await db.select().from(partnerCompanies).where(eq(partnerCompanies.id, user.partnerCompanyId));
  return company ? { ...user, company } : null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserWithCompany | null> {
  const [user] = await db.select().from(partnerUsers).where(eq(partnerUsers.email, email.toLowerCase())).limit(1);
  return withCompany(db, user);
}

export async function findUserById(db: Executor, id: number): Promise<UserWithCompany | null> {
  const [user] = await db.select().from(partnerUsers).where(eq(partnerUsers.id, id)).limit(1);
  return withCompany(db, user);
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(partnerUsers).set({ passwordHash }).where(eq(partnerUsers.id, userId));
}

// ---- refresh tokens -------------------------------------------------------------------------------

export async function insertRefreshToken(
  db: Executor,
  values: { partnerUserId: number; tokenHash: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks the token used; null when another request rotated it first. */
export async function markRefreshTokenRotated(db: Executor, id: number, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now, usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return row ?? null;
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.partnerUserId, userId), isNull(refreshTokens.revokedAt)));
}

// ---- login challenges -----------------------------------------------------------------------------

export async function insertChallenge(
  db: Executor,
  values: { partnerUserId: number; tempTokenHash: string; codeHash: string; expiresAt: Date; rememberDevice: boolean },
): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

export async function findChallenge(db: Executor, tempTokenHash: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tempTokenHash, tempTokenHash)).limit(1);
  return row ?? null;
}

/**
 * Counts one code attempt on the challenge in a single statement (the row is locked while it is updated), unless it
 * had `max` already: the attempt's number, or null when no attempt is left. Parallel attempts get distinct numbers.
 */
export async function claimCodeAttempt(db: Executor, id: number, max: number): Promise<number | null> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, id), lt(loginChallenges.attempts, max)))
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts ?? null;
}

/** Single use: only the first request that finds the challenge unused gets a row back. */
export async function useChallenge(db: Executor, id: number, now: Date) {
  const [row] = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return row ?? null;
}

/** A new code for the same sign-in attempt: the wrong codes tried so far still count (MAX_CODE_ATTEMPTS). */
export async function renewChallengeCode(db: Executor, id: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.update(loginChallenges).set({ codeHash, expiresAt }).where(eq(loginChallenges.id, id));
}

// ---- remembered devices ---------------------------------------------------------------------------

export async function insertRememberedDevice(
  db: Executor,
  values: { partnerUserId: number; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(rememberedDevices).values(values);
}

export async function findValidRememberedDevice(db: Executor, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(rememberedDevices)
    .where(
      and(eq(rememberedDevices.tokenHash, tokenHash), eq(rememberedDevices.partnerUserId, userId), gt(rememberedDevices.expiresAt, now)),
    )
    .limit(1);
  if (row) await db.update(rememberedDevices).set({ lastUsedAt: now }).where(eq(rememberedDevices.id, row.id));
  return row ?? null;
}

// ---- password reset and e-mail verification -------------------------------------------------------

/** A new reset link; the user's earlier links stop working (only the newest one sets a password). */
export async function insertPasswordResetToken(
  db: Executor,
  values: { partnerUserId: number; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await invalidatePasswordResetTokens(db, values.partnerUserId, now);
  await db.insert(passwordResetTokens).values(values);
}

/** How many reset links the user got in the last `windowMs`, by the database's clock that stamped them. */
export async function countRecentResetTokens(db: Executor, userId: number, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.partnerUserId, userId),
        gte(passwordResetTokens.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return row?.n ?? 0;
}

/** Ends every open reset link of the user (a newer link, or a completed reset). */
export async function invalidatePasswordResetTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.partnerUserId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Takes a valid reset token (unused, unexpired) and marks it used in the same statement. */
export async function consumePasswordResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ partnerUserId: passwordResetTokens.partnerUserId });
  return row ?? null;
}

/** The reset link's row when it can still be used, without spending it. */
export async function findUsablePasswordResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ partnerUserId: passwordResetTokens.partnerUserId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function insertEmailVerificationToken(
  db: Executor,
  values: { partnerUserId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

export async function consumeEmailVerificationToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ partnerUserId: emailVerificationTokens.partnerUserId });
  return row ?? null;
}

export async function markEmailVerified(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(partnerUsers).set({ emailVerifiedAt: now }).where(eq(partnerUsers.id, userId));
}
