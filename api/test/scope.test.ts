import type { FastifyRequest } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import { clients, notifications } from '../src/db/schema';
import { ForbiddenError } from '../src/lib/errors';
import { tenantFilter } from '../src/lib/scoped-repository';
import type { RequestUser } from '../src/plugins/authenticate';
import { personalOf, scopeOf, type RequestScope } from '../src/plugins/scope';

// The scope of a request and the tenant conditions it gives repositories, without a database: the SQL they render.

const user = (overrides: Partial<RequestUser> = {}): RequestUser => ({
  id: 7,
  companyId: 3,
  email: 'a@b.example',
  firstName: 'A',
  lastName: 'B',
  language: 'it',
  modules: ['clients'],
  fidlegCertified: false,
  canSeeCompanyStatistics: true,
  role: 'adviser',
  referenceCurrency: 'CHF',
  familyId: 'f',
  ...overrides,
});
const request = (caller: RequestUser, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  ({ user: caller, query, headers }) as unknown as FastifyRequest;

const dialect = new PgDialect();
const render = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(condition);

describe('the scope of a request', () => {
  it("takes the route's scope parameter, else company-wide for who may see it, else personal", () => {
    expect(scopeOf(request(user(), { scope: 'personal' })).clients).toBe('personal');
    expect(scopeOf(request(user())).clients).toBe('company');
    expect(scopeOf(request(user({ canSeeCompanyStatistics: false }))).clients).toBe('personal');
    // asked for, it stays company-wide: the repository refuses it (below), the scope does not hide the question
    expect(scopeOf(request(user({ canSeeCompanyStatistics: false }), { scope: 'company' })).clients).toBe('company');
    expect(scopeOf(request(user(), { scope: 'everyone' })).clients).toBe('company');
  });

  it('carries company, user, modules and the language of answers, and cannot be changed', () => {
    const scope = scopeOf(request(user(), {}, { 'accept-language': 'fr-CH, de;q=0.5' }));
    expect(scope).toMatchObject({ companyId: 3, userId: 7, modules: ['clients'], locale: 'fr' });
    expect(scopeOf(request(user())).locale).toBe('it');
    expect(Object.isFrozen(scope)).toBe(true);
    expect(personalOf(scope)).toMatchObject({ companyId: 3, userId: 7, clients: 'personal' });
  });
});

describe('tenant conditions', () => {
  const scope = (overrides: Partial<RequestScope>): RequestScope => ({ ...scopeOf(request(user())), ...overrides });

  it('filter by the company, and in personal scope by the user too; a deleted client is in no scope', () => {
    const company = render(tenantFilter(scope({ clients: 'company' })).inScope(clients));
    expect(company.sql).toBe('("clients"."partner_company_id" = $1 and "clients"."deleted_at" is null)');
    expect(company.params).toEqual([3]);
    const personal = render(tenantFilter(scope({ clients: 'personal' })).inScope(clients));
    expect(personal.sql).toBe(
      '("clients"."partner_company_id" = $1 and "clients"."partner_user_id" = $2 and "clients"."deleted_at" is null)',
    );
    expect(personal.params).toEqual([3, 7]);
    expect(render(tenantFilter(scope({ clients: 'personal' })).ofCompany(clients)).params).toEqual([3]);
    expect(render(tenantFilter(scope({})).ofCaller(notifications)).params).toEqual([7]);
  });

  it('refuse a company-wide read to a caller without the permission, in the language of the request', () => {
    const filter = tenantFilter(scope({ clients: 'company', canSeeCompany: false, locale: 'en' }));
    expect(() => filter.inScope(clients)).toThrow(ForbiddenError);
    expect(() => filter.inScope(clients)).toThrow('You are not allowed to see the figures of the whole partner company.');
    // the caller's own rows stay readable
    expect(render(filter.ofCaller(notifications)).params).toEqual([7]);
  });
});
