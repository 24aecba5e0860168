/**
 * The first users of a deployment, and any later one, are invited, never created with a password: the operations
 * command `npm run users:invite` (invite-user-cli.ts) makes the company when it is new, the user without a usable
 * password (NO_PASSWORD), and queues the invitation mail whose link (`/user-reset-password?token=…`, the reset
 * machinery with a longer lifetime) lets the user set a first password. See docs/operations.md.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { localeSchema, partnerUserRoles, visibleModuleNames } from '@portal/shared/contracts';
import type { Database, Executor } from '../db';
import { partnerCompanies, partnerUsers } from '../db/schema';
import { userInvitationMails } from '../lib/messages';
import { NO_PASSWORD } from '../lib/passwords';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import { insertPasswordResetToken } from '../modules/auth/repository';
import type { Mail } from '../plugins/mailer';

/** How long an invitation link can set the first password. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const invitationSchema = z.object({
  company: z.string().trim().min(1).max(200),
  email: z
    .email()
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: z.enum(partnerUserRoles),
  modules: z.array(z.enum(visibleModuleNames)).min(1),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  language: localeSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

export type InvitationResult = { userId: number; companyId: number; companyCreated: boolean; renewed: boolean };

export async function inviteUser(
  db: Database,
  input: Invitation,
  options: {
    publicUrl: string;
    now?: Date;
    /** queues the invitation mail in the transaction that writes the user (a `mail` job, lib/jobs) */
    sendMail: (mail: Mail, tx: Executor) => Promise<void>;
  },
): Promise<InvitationResult> {
  const invitation = invitationSchema.parse(input);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    let [company] = await tx.select().from(partnerCompanies).where(eq(partnerCompanies.name, invitation.company)).limit(1);
    const companyCreated = !company;
    if (!company) [company] = await tx.insert(partnerCompanies).values({ name: invitation.company }).returning();
    const [existing] = await tx.select().from(partnerUsers).where(eq(partnerUsers.email, invitation.email)).limit(1);
    if (existing && existing.passwordHash !== NO_PASSWORD) {
      throw new Error(`${invitation.email} already has an account: it can ask for a reset link on the sign-in page`);
    }
    if (existing && existing.partnerCompanyId !== company!.id) {
      throw new Error(`${invitation.email} is invited to another company already`);
    }
    const values = {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      language: invitation.language,
      role: invitation.role,
      visibleModules: invitation.modules,
      // an operator of the wealth manager sees the company's figures; an adviser gets them when the company says so
      canSeeCompanyStatistics: invitation.role === 'operator',
    };
    const userId = existing
      ? (await tx.update(partnerUsers).set(values).where(eq(partnerUsers.id, existing.id)).returning({ id: partnerUsers.id }))[0]!.id
      : (
          await tx
            .insert(partnerUsers)
            .values({ ...values, partnerCompanyId: company!.id, email: invitation.email, passwordHash: NO_PASSWORD })
            .returning({ id: partnerUsers.id })
        )[0]!.id;
    // a new invitation ends the earlier links of the user
    const token = newOpaqueToken();
    await insertPasswordResetToken(
      tx,
      { partnerUserId: userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
      now,
    );
    const url = new URL(`/user-reset-password?token=${token}`, options.publicUrl).toString();
    await options.sendMail({ to: invitation.email, ...userInvitationMails[invitation.language](company!.name, url) }, tx);
    return { userId, companyId: company!.id, companyCreated, renewed: Boolean(existing) };
  });
}
