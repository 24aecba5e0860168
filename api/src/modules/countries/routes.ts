import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countriesQuerySchema,
  countriesResponseSchema,
  restrictedNationalitiesResponseSchema,
  unauthorizedResponseSchema,
  validationErrorResponseSchema,
  type Locale,
} from '@portal/shared/contracts';
import { isoCountryCodes } from '@portal/shared/validation';

const cache = new Map<Locale, { code: string; name: string }[]>();

/** Every ISO country with its name in the language, sorted as that language sorts. */
export function countriesIn(locale: Locale) {
  let list = cache.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    list = isoCountryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
    cache.set(locale, list);
  }
  return list;
}

/** `GET countries/nationalities` (public, the onboarding forms read it) . */
export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nationalities',
    {
      schema: {
        summary: 'List the nationalities',
        tags: ['countries'],
        querystring: countriesQuerySchema,
        response: { 200: countriesResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { countries: countriesIn(request.query.locale) };
    },
  );
};

/** `GET admin_partner/restricted_nationalities`: the list in the database, which operations keep. */
export const restrictedNationalitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restricted_nationalities',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'List the nationalities that cannot be onboarded',
        tags: ['countries'],
        response: { 200: restrictedNationalitiesResponseSchema, 401: unauthorizedResponseSchema },
      },
    },
    async (request) => ({ nationalities: await app.repos.countries(request.scope).restrictedNationalities() }),
  );
};
