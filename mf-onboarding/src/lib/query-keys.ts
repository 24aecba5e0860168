/** The query keys of this remote: they live with it, not in @portal/shared. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  overview: () => [...onboardingKeys.all, 'overview'] as const,
};
