import type { z } from 'zod';
import type {
  countriesResponseSchema,
  featurePromptResponseSchema,
  LoginBody,
  notificationChannelSettingsSchema,
  notificationSettingsResponseSchema,
  notificationsResponseSchema,
  ProfileUpdateBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  restrictedNationalitiesResponseSchema,
  ScheduledDowntimeResponse,
  SendCodeBody,
  TwoFactorBody,
  unseenCountResponseSchema,
} from '../contracts';

// The request and response types of the shell's calls, named as the shell uses them, inferred from `../contracts`.

export { notificationKinds } from '../contracts';
export type {
  AvailableModulesResponse,
  Locale,
  LoginResponse,
  LoginSuccess,
  MessageResponse,
  NotificationKind,
  NotificationSettings,
  PartnerNotification,
  ProfileResponse,
} from '../contracts';

export type LoginRequest = LoginBody;
export type TwoFactorRequest = TwoFactorBody;
export type SendCodeRequest = SendCodeBody;
export type PasswordResetRequest = RequestPasswordResetBody;
export type ResetPasswordRequest = ResetPasswordBody;
export type ProfileUpdate = ProfileUpdateBody;

export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export type UnseenCountResponse = z.infer<typeof unseenCountResponseSchema>;
export type NotificationChannelSettings = z.infer<typeof notificationChannelSettingsSchema>;
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** A planned or ongoing downtime; the API answers `{}` when there is none. */
export type ScheduledDowntime = Extract<ScheduledDowntimeResponse, { start_time: string }>;

export type FeaturePromptResponse = z.infer<typeof featurePromptResponseSchema>;
export type FeaturePrompt = NonNullable<FeaturePromptResponse['feature_prompt']>;

export type NationalitiesResponse = z.infer<typeof countriesResponseSchema>;
export type Country = NationalitiesResponse['countries'][number];
export type RestrictedNationalitiesResponse = z.infer<typeof restrictedNationalitiesResponseSchema>;
