import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OnboardingStateResponse, RiskMetricsResponse, StrategiesResponse, SuggestedService } from '@portal/shared/contracts';
import * as s from '../src/db/schema';
import { bearer, build, pdfTextOf, signIn, type TestContext } from './helpers';

// Strategies, their risk metrics and factsheets, and the services an adviser suggests for a client (issue 11): the
// rules of a suggestion (the client's kinds, the strategy's kinds, the portfolio limit), and the wizard's services step
// that they fill.

let ctx: TestContext;
let demo: string;
let colleague: string;
let other: string;
/** a client of demo@ who may have every kind and has no services (nor, once the tests start, suggestions) */
let clientId: number;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await build();
  demo = (await signIn(ctx.app)).access_token;
  colleague = (await signIn(ctx.app, 'colleague@partner.example')).access_token;
  other = (await signIn(ctx.app, 'other@second-partner.example')).access_token;
  const [user] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  const [row] = await db()
    .select({ id: s.clients.id })
    .from(s.clients)
    .where(
      and(
        eq(s.clients.partnerUserId, user!.id),
        isNull(s.clients.deletedAt),
        sql`cardinality(${s.clients.availableServiceKinds}) = 6`,
        sql`not exists (select 1 from ${s.services} where ${s.services.clientId} = ${s.clients.id})`,
      ),
    )
    .orderBy(asc(s.clients.id))
    .limit(1);
  clientId = row!.id;
  // the seed suggested one service for such a client: the tests start from none
  await db().delete(s.partnerSuggestedServices).where(eq(s.partnerSuggestedServices.clientId, clientId));
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token = demo, locale?: string) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin_partner/${path}`,
    headers: { ...bearer(token), ...(locale ? { 'accept-language': locale } : {}) },
    ...(payload ? { payload } : {}),
  });

const strategiesOf = async (query = '') => (await call('GET', `strategies${query}`)).json() as StrategiesResponse;
const strategyId = async (name: string) => (await strategiesOf()).strategies.find((strategy) => strategy.name === name)!.id;

describe('strategies', () => {
  it('list every strategy with its kinds, and the kinds that have one', async () => {
    const { strategies, metadata } = await strategiesOf();
    expect(strategies.map((strategy) => strategy.name)).toContain('Ausgewogen');
    expect(strategies.find((strategy) => strategy.name === 'Ausgewogen')).toMatchObject({
      risk_level: 4,
      service_kinds: ['wealth_management', 'third_pillar', 'vested_benefits'],
    });
    expect(metadata.service_kinds).toEqual([
      'wealth_management',
      'vested_benefits',
      'third_pillar',
      'private_markets',
      'crypto',
      'bank_account',
    ]);
    // ordered by risk
    const levels = strategies.map((strategy) => strategy.risk_level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('name them in the language of the request', async () => {
    const { strategies } = (await call('GET', 'strategies', undefined, demo, 'fr')).json() as StrategiesResponse;
    expect(strategies.map((strategy) => strategy.name)).toContain('Équilibré');
  });

  it('give, for a client, only the kinds it may have and its portfolios against each limit', async () => {
    const { metadata } = await strategiesOf(`?user_id=${clientId}`);
    expect(metadata.portfolio_limits).toContainEqual({ kind: 'vested_benefits', limit: 2, used: 0 });
    expect(metadata.portfolio_limits).toContainEqual({ kind: 'third_pillar', limit: 5, used: 0 });
    const [restricted] = await db()
      .select({ id: s.clients.id })
      .from(s.clients)
      .innerJoin(s.partnerUsers, eq(s.partnerUsers.id, s.clients.partnerUserId))
      .where(and(eq(s.partnerUsers.email, 'demo@partner.example'), sql`cardinality(${s.clients.availableServiceKinds}) = 2`))
      .limit(1);
    if (restricted)
      expect((await strategiesOf(`?user_id=${restricted.id}`)).metadata.service_kinds).toEqual(['wealth_management', 'bank_account']);
    expect((await call('GET', `strategies?user_id=${clientId}`, undefined, other)).statusCode).toBe(404);
  });

  it('have risk metrics: the same every time, a larger drawdown for a riskier strategy', async () => {
    const first = (await call('GET', 'strategies/risk_metrics')).json() as RiskMetricsResponse;
    const second = (await call('GET', 'strategies/risk_metrics')).json() as RiskMetricsResponse;
    expect(second).toEqual(first);
    const byId = new Map(first.risk_metrics.map((metric) => [metric.strategy_id, metric]));
    const crypto = byId.get(await strategyId('Krypto-Basket'))!;
    const careful = byId.get(await strategyId('Konservativ'))!;
    expect(careful.horizon_years).toBe(10);
    expect(crypto.volatility).toBeGreaterThan(careful.volatility);
    expect(crypto.max_drawdown).toBeGreaterThan(careful.max_drawdown);
    for (const metric of first.risk_metrics) {
      expect(metric.max_drawdown).toBeGreaterThanOrEqual(0);
      expect(metric.max_drawdown).toBeLessThan(1);
    }
  });

  it('have a factsheet as a PDF in the language asked for', async () => {
    const id = await strategyId('Ausgewogen');
    const response = await call('GET', `factsheets/${id}?locale=it`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Bilanciato');
    expect(pdfTextOf(response.rawPayload)).toContain('Bilanciato');
    expect((await call('GET', 'factsheets/999999')).statusCode).toBe(404);
  });
});

describe('partner_suggested_services', () => {
  let suggestion: SuggestedService;

  it('suggests a service that fills the services step', async () => {
    const before = (await call('GET', `client_onboarding/${clientId}`)).json() as OnboardingStateResponse;
    expect(before.client.suggested_services_count).toBe(0);
    expect(before.steps.find((step) => step.step === 'servicesStep')?.state).not.toBe('completed');

    const created = await call('POST', 'partner_suggested_services', {
      client_id: clientId,
      kind: 'third_pillar',
      strategy_id: await strategyId('Wachstum'),
      name: 'Säule 3a Anna',
      amount: 7258,
    });
    expect(created.statusCode).toBe(201);
    suggestion = created.json() as SuggestedService;
    expect(suggestion).toMatchObject({
      client_id: clientId,
      kind: 'third_pillar',
      strategy_name: 'Wachstum',
      amount: 7258,
      name: 'Säule 3a Anna',
    });

    const after = (await call('GET', `client_onboarding/${clientId}`)).json() as OnboardingStateResponse;
    expect(after.client.suggested_services_count).toBe(1);
    expect(after.steps.find((step) => step.step === 'servicesStep')?.state).toBe('completed');
    const list = (await call('GET', `partner_suggested_services?client_id=${clientId}`)).json() as {
      suggested_services: SuggestedService[];
    };
    expect(list.suggested_services.map((row) => row.id)).toEqual([suggestion.id]);
    expect((await call('GET', `partner_suggested_services/${suggestion.id}`)).json()).toEqual(suggestion);
  });

  it('refuses a kind the client may not have, a strategy of another kind and bad amounts', async () => {
    const wrongStrategy = await call('POST', 'partner_suggested_services', {
      client_id: clientId,
      kind: 'crypto',
      strategy_id: await strategyId('Ausgewogen'),
    });
    expect(wrongStrategy.statusCode).toBe(422);
    expect(wrongStrategy.json().errors).toEqual([
      { field: 'strategy_id', message: 'Diese Strategie wird für diese Dienstleistung nicht angeboten.' },
    ]);

    const [unavailable] = await db()
      .select({ id: s.clients.id })
      .from(s.clients)
      .innerJoin(s.partnerUsers, eq(s.partnerUsers.id, s.clients.partnerUserId))
      .where(and(eq(s.partnerUsers.email, 'demo@partner.example'), sql`cardinality(${s.clients.availableServiceKinds}) = 0`))
      .limit(1);
    const refused = await call('POST', 'partner_suggested_services', {
      client_id: unavailable!.id,
      kind: 'wealth_management',
      strategy_id: await strategyId('Ausgewogen'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ field: 'kind' });

    for (const amount of [0, -5, 1.234, 2_000_000_000]) {
      const bad = await call('POST', 'partner_suggested_services', {
        client_id: clientId,
        kind: 'wealth_management',
        strategy_id: await strategyId('Ausgewogen'),
        amount,
      });
      expect(bad.statusCode).toBe(422);
    }
  });

  it("stops at the kind's portfolio limit with 'Portfolio-Limit erreicht', in the request's language too", async () => {
    const vested = await strategyId('Konservativ');
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await call('POST', 'partner_suggested_services', { client_id: clientId, kind: 'vested_benefits', strategy_id: vested }))
          .statusCode,
      ).toBe(201);
    }
    const third = await call('POST', 'partner_suggested_services', { client_id: clientId, kind: 'vested_benefits', strategy_id: vested });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({
      message: 'Portfolio-Limit erreicht',
      errors: [{ field: 'kind', message: 'Portfolio-Limit erreicht' }],
    });
    const english = await call(
      'POST',
      'partner_suggested_services',
      { client_id: clientId, kind: 'vested_benefits', strategy_id: vested },
      demo,
      'en',
    );
    expect(english.json().message).toBe('Portfolio limit reached');
    const { metadata } = await strategiesOf(`?user_id=${clientId}`);
    expect(metadata.portfolio_limits).toContainEqual({ kind: 'vested_benefits', limit: 2, used: 2 });

    // a service the client holds counts too
    const [service] = await db()
      .insert(s.services)
      .values({ clientId, kind: 'private_markets', name: 'PE', strategyId: await strategyId('Private Equity Global') })
      .returning();
    const pe = await call('POST', 'partner_suggested_services', {
      client_id: clientId,
      kind: 'private_markets',
      strategy_id: await strategyId('Private Equity Global'),
    });
    expect(pe.json().message).toBe('Portfolio-Limit erreicht');
    await db().delete(s.services).where(eq(s.services.id, service!.id));
  });

  it('changes a suggestion, which counts once against its own kind', async () => {
    const changed = await call('PUT', `partner_suggested_services/${suggestion.id}`, {
      kind: 'third_pillar',
      strategy_id: await strategyId('Nachhaltig'),
      name: null,
      amount: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ strategy_name: 'Nachhaltig', name: null, amount: null });
    // vested benefits is full: moving this one there is refused
    const moved = await call('PUT', `partner_suggested_services/${suggestion.id}`, {
      kind: 'vested_benefits',
      strategy_id: await strategyId('Konservativ'),
    });
    expect(moved.json().message).toBe('Portfolio-Limit erreicht');
  });

  it('is kept to the company and to FIDLEG-certified advisers', async () => {
    expect((await call('GET', `partner_suggested_services/${suggestion.id}`, undefined, other)).statusCode).toBe(404);
    expect(
      (await call('PUT', `partner_suggested_services/${suggestion.id}`, { kind: 'third_pillar', strategy_id: 2 }, other)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `partner_suggested_services/${suggestion.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `partner_suggested_services?client_id=${clientId}`, undefined, other)).statusCode).toBe(404);
    const notCertified = await call(
      'POST',
      'partner_suggested_services',
      { client_id: clientId, kind: 'wealth_management', strategy_id: await strategyId('Ausgewogen') },
      colleague,
    );
    expect(notCertified.statusCode).toBe(403);
  });

  it('is removed, and the step is open again once none is left', async () => {
    const { suggested_services: all } = (await call('GET', `partner_suggested_services?client_id=${clientId}`)).json() as {
      suggested_services: SuggestedService[];
    };
    for (const row of all) expect((await call('DELETE', `partner_suggested_services/${row.id}`)).statusCode).toBe(204);
    expect((await call('GET', `partner_suggested_services/${suggestion.id}`)).statusCode).toBe(404);
    const state = (await call('GET', `client_onboarding/${clientId}`)).json() as OnboardingStateResponse;
    expect(state.steps.find((step) => step.step === 'servicesStep')?.state).not.toBe('completed');
  });
});
