import { and, asc, eq } from 'drizzle-orm';
import { partnerUsers } from '../../db/schema';
import { scopedRepository } from '../../lib/scoped-repository';

/**
 * The people of the caller's company. Only the advisers (role `adviser`): the wealth manager's operators are members
 * of a company for the admin actions, but own no clients.
 */
export const createPartnerCompanyUsersRepository = scopedRepository(({ db, tenant }) => ({
  /** The company's advisers by last and first name. */
  async advisers() {
    return db
      .select({ id: partnerUsers.id, firstName: partnerUsers.firstName, lastName: partnerUsers.lastName })
      .from(partnerUsers)
      .where(and(tenant.ofCompany(partnerUsers), eq(partnerUsers.role, 'adviser')))
      .orderBy(asc(partnerUsers.lastName), asc(partnerUsers.firstName), asc(partnerUsers.id));
  },
}));

export type PartnerCompanyUsersRepository = ReturnType<typeof createPartnerCompanyUsersRepository>;
