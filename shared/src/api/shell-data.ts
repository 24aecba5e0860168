import {
  countriesResponseSchema,
  featurePromptResponseSchema,
  restrictedNationalitiesResponseSchema,
  scheduledDowntimeResponseSchema,
} from '../contracts/profile';
import { api } from './client';
import type { FeaturePrompt, Locale, NationalitiesResponse, RestrictedNationalitiesResponse, ScheduledDowntime } from './types';

function isDowntime(value: unknown): value is ScheduledDowntime {
  return typeof value === 'object' && value !== null && 'start_time' in value;
}

/**
 * The scheduled downtime, or null when none is planned (the API answers `{}`). docs/api.md: a failure to read
 * it is only logged, never shown, so it also yields null.
 */
export async function getScheduledDowntime(): Promise<ScheduledDowntime | null> {
  try {
    const body = await api.get('admin_partner/scheduled_downtime', { context: { silent: true } }).json(scheduledDowntimeResponseSchema);
    return isDowntime(body) ? body : null;
  } catch (error) {
    console.warn('Scheduled downtime could not be read', error);
    return null;
  }
}

/** The prompt's texts in `locale` (the interface language), else in the user's saved language. */
export async function getFeaturePrompt(locale?: Locale): Promise<FeaturePrompt | null> {
  const searchParams = locale ? { locale } : undefined;
  const body = await api.get('admin_partner/feature_prompt', { searchParams }).json(featurePromptResponseSchema);
  return body.feature_prompt;
}

export async function dontShowFeaturePrompt(id: number): Promise<void> {
  await api.put('admin_partner/feature_prompt/dont_show', { json: { id } });
}

export function getNationalities(locale: Locale): Promise<NationalitiesResponse> {
  return api.get('countries/nationalities', { searchParams: { locale } }).json(countriesResponseSchema);
}

export function getRestrictedNationalities(): Promise<RestrictedNationalitiesResponse> {
  return api.get('admin_partner/restricted_nationalities').json(restrictedNationalitiesResponseSchema);
}
