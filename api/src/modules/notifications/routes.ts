import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationKindsFor,
  notificationSettingsResponseSchema,
  notificationsResponseSchema,
  pagingQuerySchema,
  unauthorizedResponseSchema,
  unseenCountResponseSchema,
  updateNotificationSettingsBodySchema,
  validationErrorResponseSchema,
  type NotificationSettings,
  type VisibleModule,
} from '@portal/shared/contracts';
import * as repo from './repository';

function initials(firstName: string | null, lastName: string | null): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase();
}

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const errors = { 401: unauthorizedResponseSchema, 422: validationErrorResponseSchema };

  // Notifications and their settings follow the adviser's modules: no invoice notices without the invoices module.
  async function settingsOf(userId: number, modules: readonly VisibleModule[]): Promise<NotificationSettings> {
    const stored = new Map((await repo.listSettings(app.db, userId)).map((row) => [row.kind, row]));
    // a kind without a stored row has both channels on
    return Object.fromEntries(
      notificationKindsFor(modules).map((kind) => {
        const row = stored.get(kind);
        return [kind, { email: row?.email ?? true, in_app: row?.inApp ?? true }];
      }),
    );
  }

  app.get(
    '/',
    { schema: { tags: ['notifications'], querystring: pagingQuerySchema, response: { 200: notificationsResponseSchema, ...errors } } },
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await repo.listNotifications(app.db, request.user.id, notificationKindsFor(request.user.modules), page, perPage);
      reply.headers({ 'x-current-page': page, 'x-per-page': perPage, 'x-total': total });
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          created_at: row.createdAt.toISOString(),
          seen: row.seenAt !== null,
          client_id: row.clientId,
          user_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
          user_initials: initials(row.firstName, row.lastName),
          user_updates: row.userUpdates,
        })),
      };
    },
  );

  app.get(
    '/unseen_count',
    { schema: { tags: ['notifications'], response: { 200: unseenCountResponseSchema, ...errors } } },
    async (request) => ({ unseen_count: await repo.countUnseen(app.db, request.user.id, notificationKindsFor(request.user.modules)) }),
  );

  app.post(
    '/mark_as_seen',
    { schema: { tags: ['notifications'], response: { 200: unseenCountResponseSchema, ...errors } } },
    async (request) => {
      await repo.markAllSeen(app.db, request.user.id, new Date());
      return { unseen_count: await repo.countUnseen(app.db, request.user.id, notificationKindsFor(request.user.modules)) };
    },
  );

  app.get(
    '/settings',
    { schema: { tags: ['notifications'], response: { 200: notificationSettingsResponseSchema, ...errors } } },
    async (request) => ({ settings: await settingsOf(request.user.id, request.user.modules) }),
  );

  app.put(
    '/update_settings',
    {
      schema: {
        tags: ['notifications'],
        body: updateNotificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        // a kind outside the adviser's modules is not theirs to set
        for (const kind of notificationKindsFor(request.user.modules)) {
          const value = request.body.settings[kind];
          if (value) await repo.upsertSetting(tx, request.user.id, kind, { email: value.email, inApp: value.in_app });
        }
      });
      return { settings: await settingsOf(request.user.id, request.user.modules) };
    },
  );
};

export default notificationRoutes;
