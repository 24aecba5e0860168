/** The query keys of this remote: they live with it, not in @portal/shared. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  states: () => [...onboardingKeys.all, 'state'] as const,
  state: (id: number) => [...onboardingKeys.states(), id] as const,
  kyc: (id: number) => [...onboardingKeys.state(id), 'kyc'] as const,
  investorProfile: (id: number) => [...onboardingKeys.state(id), 'investor-profile'] as const,
  custodians: () => [...onboardingKeys.all, 'custodians'] as const,
  countries: (locale: string) => [...onboardingKeys.all, 'countries', locale] as const,
  restrictedNationalities: () => [...onboardingKeys.all, 'restricted-nationalities'] as const,
  vbSearch: (clientId: number) => [...onboardingKeys.all, 'vb-search', clientId] as const,
  strategies: (clientId: number, locale: string) => [...onboardingKeys.all, 'strategies', clientId, locale] as const,
  riskMetrics: () => [...onboardingKeys.all, 'risk-metrics'] as const,
  /** every suggestion of a client, and each one by id */
  suggestedServices: (clientId: number) => [...onboardingKeys.all, 'suggested-services', clientId] as const,
  suggestedService: (id: number) => [...onboardingKeys.all, 'suggested-service', id] as const,
};
