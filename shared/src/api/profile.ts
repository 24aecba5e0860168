import { availableModulesResponseSchema, profileResponseSchema } from '../contracts/profile';
import { api } from './client';
import type { AvailableModulesResponse, ProfileResponse, ProfileUpdate } from './types';

export function getProfile(): Promise<ProfileResponse> {
  return api.get('admin_partner/profile').json(profileResponseSchema);
}

export function updateProfile(body: ProfileUpdate): Promise<ProfileResponse> {
  return api.put('admin_partner/profile', { json: body }).json(profileResponseSchema);
}

export function getAvailableModules(): Promise<AvailableModulesResponse> {
  return api.get('admin_partner/available_modules').json(availableModulesResponseSchema);
}
