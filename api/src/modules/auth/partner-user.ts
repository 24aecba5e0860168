import type { PartnerUser } from '@portal/shared/contracts';
import type { UserWithCompany } from './repository';

/** The `partner_user` of the contracts: only what the schema names leaves the API. */
export function toPartnerUser(user: UserWithCompany): PartnerUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    language: user.language,
    private_mode: user.privateMode,
    fidleg_certified: user.fidlegCertified,
    two_factor: user.twoFactor,
    partner_company: { id: user.company.id, name: user.company.name },
    can_see_company_statistics: user.canSeeCompanyStatistics,
    reference_currency: user.referenceCurrency,
    client_scope: user.clientScope,
    role: user.role,
  };
}
