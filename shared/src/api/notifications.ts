import { notificationSettingsResponseSchema, notificationsResponseSchema, unseenCountResponseSchema } from '../contracts/profile';
import { api, getPaged, type Paged } from './client';
import type { NotificationSettings, NotificationSettingsResponse, NotificationsResponse, UnseenCountResponse } from './types';

const base = 'admin_partner/partner_notifications';

export type NotificationsQuery = { page?: number; per_page?: number };

export function getNotifications(query: NotificationsQuery = {}): Promise<Paged<NotificationsResponse>> {
  return getPaged(base, query, notificationsResponseSchema);
}

export function getUnseenCount(): Promise<UnseenCountResponse> {
  return api.get(`${base}/unseen_count`).json(unseenCountResponseSchema);
}

export function markNotificationsAsSeen(): Promise<UnseenCountResponse> {
  return api.post(`${base}/mark_as_seen`).json(unseenCountResponseSchema);
}

export function getNotificationSettings(): Promise<NotificationSettingsResponse> {
  return api.get(`${base}/settings`).json(notificationSettingsResponseSchema);
}

export function updateNotificationSettings(settings: NotificationSettings): Promise<NotificationSettingsResponse> {
  return api.put(`${base}/update_settings`, { json: { settings } }).json(notificationSettingsResponseSchema);
}
