import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { z } from 'zod';
import {
  authTokensSchema,
  loginBodySchema,
  loginResponseSchema,
  loginSuccessSchema,
  logoutBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  sendCodeBodySchema,
  twoFactorBodySchema,
  validationErrorResponseSchema,
} from '@portal/shared/contracts';
import { t } from '../../lib/messages';
import { requestLocale } from '../../lib/request-locale';
import { REFRESH_TOKEN_COOKIE, REMEMBERED_DEVICE_COOKIE, authHttp } from './http';
import { passwordRoutes } from './password-routes';
import { createAuthService, PASSWORD_RESET_JOB } from './service';
import { errorResponses } from '../../lib/route-schemas';

/** `admin_partner/authorization/*`, `admin_partner/reset_password/*` and `admin_partner/verify_email`. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app);
  app.mailer.handle(PASSWORD_RESET_JOB, (job) => auth.passwordResetMail(job));
  // An empty JSON body is no body (logout with only a bearer), not a 400: the route's schema decides.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, null);
    // Called with a callback, the default parser answers through done; its declared Promise type is unused here.
    void jsonParser(request, String(body), done);
  });

  const { perIp, perChallenge, noStore, cookiePath, setRefreshCookie, setDeviceCookie } = authHttp(app);

  const errors = errorResponses(401, 422, 429);

  app.post(
    '/authorization/login',
    {
      onRequest: noStore,
      preHandler: [perIp(60, '1 minute')],
      schema: {
        summary: 'Sign in with e-mail and password',
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Wrong passwords slow the account down (lib/login-throttle.ts) but never lock its owner out: a device that
      // signed in before is not slowed, past the free failures any other device needs the e-mailed code too, and an
      // attempt inside the wait gets no verdict but a step-up that only a right password turns into a code.
      const { email } = request.body;
      const deviceCookie = request.cookies[REMEMBERED_DEVICE_COOKIE];
      const trusted = deviceCookie !== undefined && (await auth.isRememberedDevice(email, deviceCookie));
      // counted before the password is checked, atomically: parallel guesses cannot all be checked
      const attempt = trusted ? undefined : await app.loginThrottle.attempt(email);
      const input = {
        email,
        password: request.body.password,
        rememberDevice: request.body.remember_device ?? false,
        deviceCookie,
        stepUp: attempt?.stepUp ?? false,
        conceal: attempt !== undefined && !attempt.allowed,
        locale: requestLocale(request),
      };
      let outcome;
      try {
        outcome = await auth.login(input);
      } catch (error) {
        // a wrong password stays counted (a trusted device's is counted now); any other failure takes the count back
        if (error instanceof UnauthorizedError) {
          if (trusted) await app.loginThrottle.fail(email);
        } else if (attempt?.allowed) await app.loginThrottle.undo(email);
        throw error;
      }
      if (outcome.response.status === 'success') {
        await app.loginThrottle.clear(email);
        setRefreshCookie(reply, outcome.response.tokens);
      } else if (attempt?.allowed) {
        // a right password that needs the code: not a failure
        await app.loginThrottle.undo(email);
      }
      return outcome.response;
    },
  );

  app.post(
    '/authorization/two_factor',
    {
      onRequest: noStore,
      // no limit per e-mail: a made-up temp_token must not count against the account; the challenge counts its codes
      preHandler: [perIp(30, '1 minute')],
      schema: {
        summary: 'Complete a sign-in with the e-mailed security code',
        tags: ['auth'],
        body: twoFactorBodySchema,
        response: { 200: loginSuccessSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await auth.verifyCode({
        email: request.body.email,
        tempToken: request.body.temp_token,
        code: request.body.code,
        rememberDevice: request.body.remember_device ?? false,
        userAgent: request.headers['user-agent'],
        locale: requestLocale(request),
      });
      // the second factor proved the owner: the wrong passwords before it no longer slow the account
      await app.loginThrottle.clear(request.body.email);
      if (outcome.rememberedDeviceToken) {
        const { value, ...options } = setDeviceCookie(outcome.rememberedDeviceToken);
        reply.setCookie(REMEMBERED_DEVICE_COOKIE, value, options);
      }
      setRefreshCookie(reply, outcome.response.tokens);
      return outcome.response;
    },
  );

  app.post(
    '/authorization/send_code',
    {
      preHandler: [perIp(10, '1 minute'), perChallenge(5, '10 minutes')],
      schema: {
        summary: 'Send the security code of a sign-in again',
        tags: ['auth'],
        body: sendCodeBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await auth.resendCode({ email: request.body.email, tempToken: request.body.temp_token, locale: requestLocale(request) }),
    }),
  );

  app.post(
    '/authorization/refresh',
    {
      onRequest: noStore,
      preHandler: [perIp(60, '1 minute')],
      schema: {
        summary: 'Exchange a refresh token for new tokens',
        tags: ['auth'],
        body: refreshBodySchema,
        response: { 200: authTokensSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The body's token (clients that are not browsers) or, from the portal in a browser, the HttpOnly cookie.
      const fromBody = request.body.refresh_token;
      const presented = fromBody ?? request.cookies[REFRESH_TOKEN_COOKIE];
      if (!presented) throw new UnauthorizedError(t('sessionExpired', requestLocale(request) ?? 'de'), 'unknown');
      try {
        const tokens = await auth.refresh(presented, requestLocale(request));
        setRefreshCookie(reply, tokens);
        // A token that came in the cookie goes back only in the cookie: a script that calls refresh gets no refresh token.
        return fromBody ? tokens : { access_token: tokens.access_token, expires_in: tokens.expires_in };
      } catch (error) {
        if (error instanceof UnauthorizedError && !fromBody) reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: cookiePath });
        throw error;
      }
    },
  );

  app.post(
    '/authorization/logout',
    {
      schema: {
        summary: 'Sign out: revoke the session',
        tags: ['auth'],
        body: logoutBodySchema.nullish(),
        response: { 204: z.null(), 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // the bearer, when still valid, names the session even without a refresh token
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      const verified = bearer ? await app.accessTokens.verify(bearer) : undefined;
      await auth.logout(
        request.body?.refresh_token ?? request.cookies[REFRESH_TOKEN_COOKIE],
        verified?.ok ? verified.claims.familyId : undefined,
      );
      reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: cookiePath });
      return reply.status(204).send(null);
    },
  );

  await app.register(passwordRoutes, { auth });
};

export default authRoutes;
