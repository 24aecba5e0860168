import { and, eq, sql } from 'drizzle-orm';
import { partnerCompanies, partnerUsers, type NewPartnerUser } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';
import { scopedRepository } from '../../lib/scoped-repository';
import type { UserWithCompany } from '../auth';

// GET profile is called by every page load: its query is built once
const findProfile = preparedPerDatabase((db) =>
  db
    .select({ user: partnerUsers, company: partnerCompanies })
    .from(partnerUsers)
    .innerJoin(partnerCompanies, eq(partnerCompanies.id, partnerUsers.partnerCompanyId))
    .where(and(eq(partnerUsers.id, sql.placeholder('userId')), eq(partnerUsers.partnerCompanyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('profile_find'),
);

/** The caller's own user row and its company. */
export const createProfileRepository = scopedRepository(({ db, scope }) => {
  const caller = and(eq(partnerUsers.id, scope.userId), eq(partnerUsers.partnerCompanyId, scope.companyId));
  return {
    async find(): Promise<UserWithCompany | null> {
      const [row] = await findProfile(db, { userId: scope.userId, companyId: scope.companyId });
      return row ? { ...row.user, company: row.company } : null;
    },

    /** The caller's company. */
    async company() {
      const [row] = await db.select().from(partnerCompanies).where(eq(partnerCompanies.id, scope.companyId)).limit(1);
      return row ?? null;
    },

    async update(changes: Pick<NewPartnerUser, 'language' | 'privateMode' | 'referenceCurrency' | 'clientScope'>): Promise<void> {
      if (Object.values(changes).every((value) => value === undefined)) return;
      await db.update(partnerUsers).set(changes).where(caller);
    },
  };
});
