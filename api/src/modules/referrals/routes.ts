import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  publicReferralSchema,
  REFERRAL_VALIDITY_DAYS,
  referralBodySchema,
  referralCodeParamsSchema,
  referralEmailBodySchema,
  referralRegistrationBodySchema,
  referralResponseSchema,
  validationErrorResponseSchema,
  type Locale,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { referralMails, t } from '../../lib/messages';
import { requestLocale } from '../../lib/request-locale';
import { anonymousScope } from '../../plugins/scope';
import { errorResponses, security } from '../../lib/route-schemas';
import { daysAfter } from '../../lib/dates';

const errors = errorResponses(401, 403, 404, 422);
const tags = ['referrals'];
/** Referral mails one adviser may send an hour: plenty for real use, no mail cannon (docs/operations.md). */
export const REFERRAL_MAILS_PER_HOUR = 20;

/** Ten characters of an alphabet without look-alikes (no 0/o, 1/l/i): about 49 bits, not guessable at the page's limit. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const newCode = () => Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');

/** The public registration page of a referral, in its language (German has no prefix, docs/screens-and-layout.md). */
const referralUrl = (publicUrl: string, code: string, language: Locale) =>
  `${publicUrl.replace(/\/+$/, '')}${language === 'de' ? '' : `/${language}`}/register/${code}`;

/** `admin_partner/referral*`: the adviser makes a referral link and sends it (module clients). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', app.requireModule('clients'));

  app.post(
    '/referral',
    {
      schema: {
        tags,
        security,
        summary: 'Makes a referral link with the fees of the clients who register through it',
        description: `The link opens the portal's public registration page in the referral's language; it can be used for ${REFERRAL_VALIDITY_DAYS} days.`,
        operationId: 'createReferral',
        body: referralBodySchema,
        response: { 201: referralResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const referral = await app.repos
        .referrals(request.scope)
        .create(request.body, newCode(), now, daysAfter(now, REFERRAL_VALIDITY_DAYS));
      await audit(app.db, request, { action: 'create', entity: 'referral', entityId: referral.id });
      reply.code(201);
      return {
        code: referral.code,
        referral_url: referralUrl(app.config.publicUrl, referral.code, referral.language),
        expires_at: referral.expiresAt.toISOString(),
      };
    },
  );

  // per adviser, not per address: a signed-in user on many addresses is still one sender
  const mailsPerUser = app.rateLimit({
    max: REFERRAL_MAILS_PER_HOUR,
    timeWindow: '1 hour',
    hook: 'preHandler',
    keyGenerator: (request) => `user:referral_email:${request.scope.userId}`,
    errorResponseBuilder: (request) => ({
      statusCode: 429,
      message: t('tooManyRequests', request.scope?.locale ?? requestLocale(request) ?? 'de'),
    }),
  });

  app.post(
    '/referral/send_email',
    {
      preHandler: [mailsPerUser],
      schema: {
        tags,
        security,
        summary: 'Sends one of the caller’s referral links by e-mail, in the referral’s language',
        operationId: 'sendReferralEmail',
        body: referralEmailBodySchema,
        response: { 200: messageResponseSchema, ...errors, 429: messageResponseSchema },
      },
    },
    async (request) => {
      const { locale } = request.scope;
      const found = await app.repos.referrals(request.scope).own(request.body.referral_code);
      if (!found || found.referral.expiresAt.getTime() <= app.now().getTime()) throw new NotFoundError(t('referralNotFound', locale));
      const { referral } = found;
      await app.mailer.send({
        to: request.body.email,
        ...referralMails[referral.language](
          `${found.firstName} ${found.lastName}`,
          found.company,
          referralUrl(app.config.publicUrl, referral.code, referral.language),
        ),
      });
      await audit(app.db, request, { action: 'update', entity: 'referral', entityId: referral.id, details: { what: 'referral_email' } });
      return { message: t('operationSuccessful', locale) };
    },
  );
};

/**
 * `referrals/{code}` and `referrals/{code}/registration`: the public registration page's calls, without sign-in.
 * The code is the capability; the registration is limited per address like the sign-in.
 */
export const publicReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = (max: number) =>
    app.rateLimit({
      max,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: (request) => `ip:${request.routeOptions.url}:${request.ip}`,
      errorResponseBuilder: (request) => ({ statusCode: 429, message: t('tooManyRequests', requestLocale(request) ?? 'de') }),
    });
  const errorsPublic = { 404: messageResponseSchema, 422: validationErrorResponseSchema, 429: messageResponseSchema };

  app.get(
    '/:code',
    {
      preHandler: [perIp(60)],
      schema: {
        tags,
        summary: 'Who a client registers with through a referral link (public)',
        operationId: 'getPublicReferral',
        params: referralCodeParamsSchema,
        response: { 200: publicReferralSchema, ...errorsPublic },
      },
    },
    async (request) => {
      const locale = requestLocale(request) ?? 'de';
      const found = await app.repos.referrals(anonymousScope(locale)).usable(request.params.code, app.now());
      if (!found) throw new NotFoundError(t('referralNotFound', locale));
      return {
        company_name: found.company,
        adviser_name: `${found.firstName} ${found.lastName}`,
        language: found.referral.language,
      };
    },
  );

  app.post(
    '/:code/registration',
    {
      preHandler: [perIp(10)],
      schema: {
        tags,
        summary: 'A client registers through a referral link (public): name, e-mail, phone and language',
        description:
          'The client is added to the book of the referral’s adviser at the funnel stage registration_started, with the referral’s fees, and the adviser is notified. Someone the company already has under the e-mail is not added twice; the answer is the same.',
        operationId: 'registerThroughReferral',
        params: referralCodeParamsSchema,
        body: referralRegistrationBodySchema,
        response: { 201: messageResponseSchema, ...errorsPublic },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request) ?? request.body.language;
      const repo = app.repos.referrals(anonymousScope(locale));
      const now = app.now();
      const found = await repo.usable(request.params.code, now);
      if (!found) throw new NotFoundError(t('referralNotFound', locale));
      const clientId = await repo.transaction((tx) => tx.register(found.referral, request.body, now));
      if (clientId !== null) {
        await audit(app.db, request, {
          action: 'create',
          entity: 'client',
          entityId: clientId,
          details: { what: 'referral_registration' },
        });
      }
      reply.code(201);
      return { message: t('registrationReceived', locale) };
    },
  );
};
