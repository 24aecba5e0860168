import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientIdParamsSchema,
  investorProfileAnswersSchema,
  investorProfileResponseSchema,
  kycAnswersSchema,
  kycQuestions,
  kycQuestionsResponseSchema,
  kycResponseSchema,
} from '@portal/shared/contracts';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { errorResponses, routeDocs } from '../../lib/route-schemas';
import { answersOf, foundClient, investorProfileOf } from './service';

const errors = errorResponses(401, 403, 404, 422);
const doc = routeDocs(['onboarding']);

/**
 * The wizard's two questionnaires (docs/onboarding.md): the KYC questions and the partner's KYC answers, the
 * investor profile with its risk score and matching strategies. Registered by routes.ts, behind its sign-in and
 * module checks.
 */
export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hbl_kyc',
    {
      schema: doc('getKycQuestions', 'The KYC questionnaire: the regulatory and AML questions and their options', {
        response: { 200: kycQuestionsResponseSchema, ...errors },
      }),
    },
    async () => kycQuestions,
  );

  app.get(
    '/clients/:id/hbl_kyc',
    {
      schema: doc('getClientKyc', "The partner's KYC answers for a client and whether KYC is filled", {
        params: clientIdParamsSchema,
        response: { 200: kycResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const found = await foundClient(app.repos.onboarding(request.scope), request.params.id, request.scope.locale);
      return { answers: answersOf(kycAnswersSchema, found.client.partnerKycAnswers), kyc_filled: found.client.kycFilled };
    },
  );

  app.post(
    '/clients/:id/hbl_kyc',
    {
      schema: doc('saveClientKyc', "Saves the partner's KYC answers for a client (every question answered) and marks KYC filled", {
        params: clientIdParamsSchema,
        body: kycAnswersSchema,
        response: { 200: kycResponseSchema, ...errors },
      }),
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      if (!(await repo.saveKyc(request.params.id, request.body))) throw new NotFoundError(t('clientNotFound', request.scope.locale));
      await audit(app.db, request, { action: 'update', entity: 'client', entityId: request.params.id, details: { what: 'kyc' } });
      return { answers: request.body, kyc_filled: true };
    },
  );

  app.get(
    '/clients/:id/investor_profile',
    {
      schema: doc(
        'getClientInvestorProfile',
        "The partner's investor-profile answers for a client, the risk score and the strategies that match it",
        {
          params: clientIdParamsSchema,
          response: { 200: investorProfileResponseSchema, ...errors },
        },
      ),
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      const found = await foundClient(repo, request.params.id, request.scope.locale);
      return investorProfileOf(repo, found.client.partnerInvestorProfileAnswers, found.client.investorProfileFilled, request.scope.locale);
    },
  );

  app.post(
    '/clients/:id/investor_profile',
    {
      schema: doc(
        'saveClientInvestorProfile',
        "Saves the partner's investor-profile answers for a client; answers the risk score and the matching strategies",
        {
          params: clientIdParamsSchema,
          body: investorProfileAnswersSchema,
          response: { 200: investorProfileResponseSchema, ...errors },
        },
      ),
    },
    async (request) => {
      const repo = app.repos.onboarding(request.scope);
      if (!(await repo.saveInvestorProfile(request.params.id, request.body)))
        throw new NotFoundError(t('clientNotFound', request.scope.locale));
      await audit(app.db, request, {
        action: 'update',
        entity: 'client',
        entityId: request.params.id,
        details: { what: 'investor_profile' },
      });
      return investorProfileOf(repo, request.body, true, request.scope.locale);
    },
  );
};
