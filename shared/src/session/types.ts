import type { PartnerUser as ContractPartnerUser, ReferenceCurrency } from '../contracts';
import { referenceCurrencies } from '../contracts/vocabulary';

export type { VisibleModule } from '../contracts';
export { visibleModuleNames } from '../contracts/vocabulary';

/**
 * The partner user of the contracts; `reference_currency` may be missing in a `current_admin` cookie written
 * before the field existed, so the session falls back to its own value (default CHF).
 */
export type PartnerUser = Omit<ContractPartnerUser, 'reference_currency'> & { reference_currency?: ReferenceCurrency };

export const sessionCurrencies = referenceCurrencies;
export type SessionCurrency = ReferenceCurrency;

/** The tokens the session keeps; `expires_in` is not needed, the API says when a token has expired. */
export type AuthTokens = {
  access_token: string;
  /** not kept by the browser session: the API sets it as an HttpOnly cookie */
  refresh_token?: string;
  expires_in?: number;
};
