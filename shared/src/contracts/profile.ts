import { z } from 'zod';
import { localeSchema, notificationKinds, visibleModuleSchema } from './domain';
import { partnerUserSchema } from './auth';
import { referenceCurrencySchema } from './statistics';
import { textSchema, idSchema } from './common';

export const profileResponseSchema = z.object({ partner_user: partnerUserSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const profileUpdateBodySchema = z
  .object({
    language: localeSchema.optional(),
    private_mode: z.boolean().optional(),
    reference_currency: referenceCurrencySchema.optional(),
    client_scope: z.enum(['company', 'personal']).optional(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const availableModulesResponseSchema = z.object({ available_modules: z.array(visibleModuleSchema) });
export type AvailableModulesResponse = z.infer<typeof availableModulesResponseSchema>;

// ---- notifications --------------------------------------------------------------------------------

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  created_at: z.string(),
  // additions to the contracts page: defaulted so that readers of the original shape still parse
  seen: z.boolean().default(false),
  client_id: z.number().int().nullable().default(null),
  user_name: z.string(),
  user_initials: z.string(),
  user_updates: z.object({
    document_name: z.string().nullable().optional(),
    new_status: z.string().nullable().optional(),
    service_type: z.string().nullable().optional(),
  }),
});
export type PartnerNotification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });
export const unseenCountResponseSchema = z.object({ unseen_count: z.number().int() });

export const notificationChannelSettingsSchema = z.object({ email: z.boolean(), in_app: z.boolean() });
export const notificationSettingsSchema = z.partialRecord(z.enum(notificationKinds), notificationChannelSettingsSchema);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = z.object({ settings: notificationSettingsSchema });
export const updateNotificationSettingsBodySchema = z.object({ settings: notificationSettingsSchema });

// ---- shell data -----------------------------------------------------------------------------------

export const scheduledDowntimeResponseSchema = z.union([
  z.object({ ongoing: z.boolean(), start_time: z.string(), end_time: z.string() }),
  z.object({}).strict(),
]);
export type ScheduledDowntimeResponse = z.infer<typeof scheduledDowntimeResponseSchema>;

export const featurePromptResponseSchema = z.object({
  feature_prompt: z
    .object({ id: z.number().int(), title: z.string(), body: z.string(), image_url: z.string().nullable().optional() })
    .nullable(),
});
export const dontShowFeaturePromptBodySchema = z.object({ id: idSchema });

export const countriesQuerySchema = z.object({ locale: localeSchema.default('de') });
export const countriesResponseSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const restrictedNationalitiesResponseSchema = z.object({ nationalities: z.array(z.string()) });

export const outboxQuerySchema = z.object({ to: textSchema().optional() });
export const outboxResponseSchema = z.object({
  messages: z.array(z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() })),
});
