import { referenceCurrencies, type PartnerUser as ContractPartnerUser, type ReferenceCurrency } from '../contracts';

export { visibleModuleNames, type VisibleModule } from '../contracts';

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
  refresh_token: string;
  expires_in?: number;
};
