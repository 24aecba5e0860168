import { and, eq } from 'drizzle-orm';
import { partnerCompanies, partnerUsers, type NewPartnerUser } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';
import type { UserWithCompany } from '../auth/repository';

/** The caller's own user row and its company. */
export const createProfileRepository = scopedRepository(({ db, scope }) => {
  const caller = and(eq(partnerUsers.id, scope.userId), eq(partnerUsers.partnerCompanyId, scope.companyId));
  return {
    async find(): Promise<UserWithCompany | null> {
      const [row] = await db
        .select({ user: partnerUsers, company: partnerCompanies })
        .from(partnerUsers)
        .innerJoin(partnerCompanies, eq(partnerCompanies.id, partnerUsers.partnerCompanyId))
        .where(caller)
        .limit(1);
      return row ? { ...row.user, company: row.company } : null;
    },

    async update(changes: Pick<NewPartnerUser, 'language' | 'privateMode' | 'referenceCurrency' | 'clientScope'>): Promise<void> {
      if (Object.values(changes).every((value) => value === undefined)) return;
      await db.update(partnerUsers).set(changes).where(caller);
    },
  };
});
