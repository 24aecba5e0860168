import { and, eq, gt, sql } from 'drizzle-orm';
import type { Locale, ReferralBody, ReferralRegistrationBody } from '@portal/shared/contracts';
import { clients, feeStructures, notifications, partnerCompanies, partnerUsers, referrals, type ReferralRow } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

const preferredLanguageOf = { de: 'german', en: 'english', fr: 'french', it: 'italian' } as const satisfies Record<Locale, string>;

/**
 * Referral links. The caller's own (`create`, `own`) carry the tenant condition; a link found by its code
 * (`usable`, `register`) is the public page's: the code is the capability, and what it registers belongs to the
 * link's adviser and company, never to the caller's.
 */
export const createReferralsRepository = scopedRepository(({ db, scope, tenant }) => ({
  /** A referral of the caller with these fees and language. */
  async create(body: ReferralBody, code: string, createdAt: Date, expiresAt: Date): Promise<ReferralRow> {
    const [row] = await db
      .insert(referrals)
      .values({
        code,
        partnerCompanyId: scope.companyId,
        partnerUserId: scope.userId,
        findersFeePercentage: body.finders_fee_percentage.toFixed(3),
        recurringFeePercentage: body.recurring_fee_percentage == null ? null : body.recurring_fee_percentage.toFixed(3),
        language: body.language,
        createdAt,
        expiresAt,
      })
      .returning();
    return row!;
  },

  /** One of the caller's referrals by its code (expired or not), with the caller's name for the e-mail; else null. */
  async own(code: string) {
    const [row] = await db
      .select({ referral: referrals, firstName: partnerUsers.firstName, lastName: partnerUsers.lastName, company: partnerCompanies.name })
      .from(referrals)
      .innerJoin(partnerUsers, eq(partnerUsers.id, referrals.partnerUserId))
      .innerJoin(partnerCompanies, eq(partnerCompanies.id, referrals.partnerCompanyId))
      .where(and(eq(referrals.code, code), tenant.ofCompany(referrals), tenant.ofCaller(referrals)))
      .limit(1);
    return row ?? null;
  },

  /** A referral that can still be used, by its code, with the names the registration page shows; else null. */
  async usable(code: string, now: Date) {
    const [row] = await db
      .select({ referral: referrals, firstName: partnerUsers.firstName, lastName: partnerUsers.lastName, company: partnerCompanies.name })
      .from(referrals)
      .innerJoin(partnerUsers, eq(partnerUsers.id, referrals.partnerUserId))
      .innerJoin(partnerCompanies, eq(partnerCompanies.id, referrals.partnerCompanyId))
      .where(and(eq(referrals.code, code), gt(referrals.expiresAt, now)))
      .limit(1);
    return row ?? null;
  },

  /**
   * Registers a client through the referral (run it in `transaction`): a client of the referral's adviser at the
   * funnel stage registration_started, with the referral's fees, and a notification for the adviser. Someone the
   * company already has under this e-mail is not added twice (the page answers the same: it tells no one who is a
   * client). Returns the new client's id, or null when there was one.
   */
  async register(referral: ReferralRow, data: ReferralRegistrationBody, now: Date): Promise<number | null> {
    const [known] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.partnerCompanyId, referral.partnerCompanyId), sql`lower(${clients.email}) = lower(${data.email})`))
      .limit(1);
    if (known) return null;
    const [created] = await db
      .insert(clients)
      .values({
        partnerCompanyId: referral.partnerCompanyId,
        partnerUserId: referral.partnerUserId,
        firstName: data.first_name,
        lastName: data.last_name,
        email: data.email,
        phone: data.phone,
        preferredLanguage: preferredLanguageOf[data.language],
        registrationStartedAt: now,
        createdAt: now,
      })
      .returning({ id: clients.id });
    const clientId = created!.id;
    await db.insert(feeStructures).values({
      clientId,
      findersFeePercentage: referral.findersFeePercentage,
      recurringFeePercentage: referral.recurringFeePercentage,
    });
    await db
      .update(referrals)
      .set({ registrations: sql`${referrals.registrations} + 1` })
      .where(eq(referrals.id, referral.id));
    await db.insert(notifications).values({
      partnerUserId: referral.partnerUserId,
      kind: 'referral_registration',
      clientId,
      userUpdates: {},
      createdAt: now,
    });
    return clientId;
  },
}));
