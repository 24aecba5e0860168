import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  requestPasswordResetBodySchema,
  resetLinkStatusResponseSchema,
  resetPasswordBodySchema,
  resetPasswordParamsSchema,
  verifyEmailBodySchema,
} from '@portal/shared/contracts';
import { requestLocale } from '../../lib/request-locale';
import { errorResponses } from '../../lib/route-schemas';
import { authHttp } from './http';
import type { createAuthService } from './service';

const errors = errorResponses(401, 422, 429);

/** `admin_partner/reset_password/*` and `admin_partner/verify_email`: registered by routes.ts with its auth service. */
export const passwordRoutes: FastifyPluginAsyncZod<{ auth: ReturnType<typeof createAuthService> }> = async (app, { auth }) => {
  const { perIp } = authHttp(app);

  app.post(
    '/reset_password',
    {
      // no refusal per e-mail, which would block the owner's own request: the mail worker sends at most a few links
      // per account and window (service.ts), and every request gets the same answer
      preHandler: [perIp(10, '1 minute')],
      schema: {
        summary: 'Request a password reset link by e-mail',
        tags: ['auth'],
        body: requestPasswordResetBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: await auth.requestPasswordReset(request.body.email, request.body.locale ?? requestLocale(request)) }),
  );

  app.get(
    '/reset_password/:token',
    {
      preHandler: [perIp(20, '1 minute')],
      schema: {
        summary: 'Check that a reset link can still set a password',
        tags: ['auth'],
        params: resetPasswordParamsSchema,
        response: { 200: resetLinkStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.checkResetLink(request.params.token, requestLocale(request));
      return { valid: true as const };
    },
  );

  app.patch(
    '/reset_password/:token',
    {
      preHandler: [perIp(20, '1 minute')],
      schema: {
        summary: 'Set a new password with a reset link',
        tags: ['auth'],
        params: resetPasswordParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: await auth.resetPassword(request.params.token, request.body.password, requestLocale(request)) }),
  );

  app.post(
    '/verify_email',
    {
      preHandler: [perIp(20, '1 minute')],
      schema: {
        summary: 'Confirm an e-mail address',
        tags: ['auth'],
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ message: await auth.verifyEmail(request.body.token, requestLocale(request)) }),
  );
};
