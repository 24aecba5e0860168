import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationKindsFor,
  notificationSettingsResponseSchema,
  notificationsResponseSchema,
  pagingQuerySchema,
  unseenCountResponseSchema,
  updateNotificationSettingsBodySchema,
  type NotificationSettings,
} from '@portal/shared/contracts';
import type { RequestScope } from '../../plugins/scope';
import { errorResponses } from '../../lib/route-schemas';
import { documentNames } from './service';

function initials(firstName: string | null, lastName: string | null): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase();
}

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const errors = errorResponses(401, 422);

  async function settingsOf(scope: RequestScope): Promise<NotificationSettings> {
    const stored = new Map((await app.repos.notifications(scope).listSettings()).map((row) => [row.kind, row]));
    // a kind without a stored row has both channels on
    return Object.fromEntries(
      // only the kinds of the caller's modules (no invoice row without the invoices module)
      notificationKindsFor(scope.modules).map((kind) => {
        const row = stored.get(kind);
        return [kind, { email: row?.email ?? true, in_app: row?.inApp ?? true }];
      }),
    );
  }

  app.get(
    // the prefix itself (the router takes it with or without the trailing slash)
    '',
    {
      schema: {
        summary: "List the user's notifications",
        tags: ['notifications'],
        querystring: pagingQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await app.repos.notifications(request.scope).list(page, perPage);
      const names = await documentNames(app, request.scope, rows);
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
          user_updates: names.has(row) ? { ...row.userUpdates, document_name: names.get(row) } : row.userUpdates,
        })),
      };
    },
  );

  app.get(
    '/unseen_count',
    {
      schema: {
        summary: 'Count the unseen notifications',
        tags: ['notifications'],
        response: { 200: unseenCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ unseen_count: await app.repos.notifications(request.scope).countUnseen() }),
  );

  app.post(
    '/mark_as_seen',
    {
      schema: {
        summary: 'Mark every notification as seen',
        tags: ['notifications'],
        response: { 200: unseenCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const notifications = app.repos.notifications(request.scope);
      await notifications.markAllSeen(app.now());
      return { unseen_count: await notifications.countUnseen() };
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        summary: 'The notification settings',
        tags: ['notifications'],
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await settingsOf(request.scope) }),
  );

  app.put(
    '/update_settings',
    {
      schema: {
        summary: 'Change the notification settings',
        tags: ['notifications'],
        body: updateNotificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.repos.notifications(request.scope).transaction(async (notifications) => {
        // a kind outside the caller's modules is not theirs to set
        for (const kind of notificationKindsFor(request.scope.modules)) {
          const value = request.body.settings[kind];
          if (value) await notifications.upsertSetting(kind, { email: value.email, inApp: value.in_app });
        }
      });
      return { settings: await settingsOf(request.scope) };
    },
  );
};

export default notificationRoutes;
