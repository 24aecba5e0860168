import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { countriesResponseSchema, restrictedNationalitiesResponseSchema, type Locale } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** `GET countries/nationalities?locale=`: every country with its name in the interface language, sorted. */
export async function getCountries(locale: Locale, signal?: AbortSignal) {
  const body = await api.get('countries/nationalities', { searchParams: { locale }, signal }).json();
  return countriesResponseSchema.parse(body).countries;
}

/** `GET admin_partner/restricted_nationalities`: the codes for which only limited services are available. */
export async function getRestrictedNationalities(signal?: AbortSignal) {
  const body = await api.get('admin_partner/restricted_nationalities', { signal }).json();
  return restrictedNationalitiesResponseSchema.parse(body).nationalities;
}

export const countriesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: onboardingKeys.countries(locale), queryFn: ({ signal }) => getCountries(locale, signal), staleTime: Infinity });

export const useCountries = (locale: Locale) => useQuery(countriesQueryOptions(locale));

export const useRestrictedNationalities = () =>
  useQuery({ queryKey: onboardingKeys.restrictedNationalities(), queryFn: ({ signal }) => getRestrictedNationalities(signal) });
