import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SuggestedServiceFields } from '@portal/shared/contracts';
import * as s from '../src/db/schema';
import type { RequestScope } from '../src/plugins/scope';
import { repositoryFactories } from '../src/modules/repositories';
import { build, companyScopeOf, type TestContext } from './helpers';

// The repositories whose functions act on one row of the scope take the scoped row, not an id. Here every exported
// function of them is called in the scope of the second company with the first company's ids and rows (rows that the
// first company's own repository found), and nothing of the first company may be read or written. A function added
// to one of these repositories without a call below fails the completeness check.

let ctx: TestContext;
const db = () => ctx.database.db;

type Scopes = { own: RequestScope; other: RequestScope };
let scopes: Scopes;

const scopeOf = companyScopeOf;

/** The first company's rows a test touches, counted and stamped, to see that nothing of it was written. */
async function firstCompanyState(companyId: number) {
  const count = async (table: typeof s.partnerSuggestedServices | typeof s.vbSearches) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.partnerCompanyId, companyId))
    )[0]!.n;
  const suggestions = await db()
    .select()
    .from(s.partnerSuggestedServices)
    .where(eq(s.partnerSuggestedServices.partnerCompanyId, companyId))
    .orderBy(asc(s.partnerSuggestedServices.id));
  const adjustments = await db()
    .select({ adjustment: s.weightAdjustments })
    .from(s.weightAdjustments)
    .innerJoin(s.customPortfolios, eq(s.customPortfolios.id, s.weightAdjustments.customPortfolioId))
    .where(eq(s.customPortfolios.partnerCompanyId, companyId))
    .orderBy(asc(s.weightAdjustments.id));
  const fees = await db()
    .select({ fee: s.feeStructures })
    .from(s.feeStructures)
    .innerJoin(s.clients, eq(s.clients.id, s.feeStructures.clientId))
    .where(eq(s.clients.partnerCompanyId, companyId))
    .orderBy(asc(s.feeStructures.clientId));
  return { suggestions, searches: await count(s.vbSearches), adjustments, fees };
}

beforeAll(async () => {
  ctx = await build();
  const [demo] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'demo@partner.example'));
  const [other] = await db().select().from(s.partnerUsers).where(eq(s.partnerUsers.email, 'other@second-partner.example'));
  scopes = { own: scopeOf(demo!), other: scopeOf(other!) };
});
afterAll(async () => ctx?.close());

/** The functions a repository exports (its `transaction` aside), for the completeness check. */
const functionsOf = (repo: object) =>
  Object.entries(repo)
    .filter(([name, value]) => typeof value === 'function' && name !== 'transaction')
    .map(([name]) => name)
    .sort();

describe('a repository in another company’s scope, given the first company’s ids and rows', () => {
  it('strategies: finds, counts, locks, creates, changes and deletes nothing of the first company', async () => {
    const own = repositoryFactories.strategies(db(), scopes.own);
    const other = repositoryFactories.strategies(db(), scopes.other);
    const [clientRow] = await db()
      .select()
      .from(s.clients)
      .where(and(eq(s.clients.partnerCompanyId, scopes.own.companyId), eq(s.clients.partnerUserId, scopes.own.userId)))
      .orderBy(asc(s.clients.id))
      .limit(1);
    const client = (await own.client(clientRow!.id))!;
    const [strategy] = await own.strategies();
    const fields: SuggestedServiceFields = { kind: 'wealth_management', strategy_id: strategy!.id, name: 'Probe', amount: 1000 };
    const created = (await own.createSuggested(client, fields))!;
    const suggestion = (await own.suggested(created.id))!;
    const before = await firstCompanyState(scopes.own.companyId);

    const calls: Record<string, () => Promise<unknown>> = {
      // reference data every company shares
      strategies: async () => null,
      strategy: async () => null,
      withAssumptions: async () => null,
      client: () => other.client(client.id),
      portfoliosOf: async () => [...(await other.portfoliosOf(client)).entries()],
      suggestedOf: () => other.suggestedOf(client.id),
      suggested: () => other.suggested(suggestion.service.id),
      lockClient: async () => (await other.lockClient(client)) ?? null,
      createSuggested: () => other.createSuggested(client, fields),
      updateSuggested: () => other.updateSuggested(suggestion, { ...fields, name: 'Changed' }),
      deleteSuggested: async () => (await other.deleteSuggested(suggestion)) ?? null,
    };
    expect(Object.keys(calls).sort()).toEqual(functionsOf(other));
    const answers = Object.fromEntries(await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await call()])));
    expect(answers).toEqual({
      strategies: null,
      strategy: null,
      withAssumptions: null,
      client: null,
      portfoliosOf: [],
      suggestedOf: [],
      suggested: null,
      lockClient: null,
      createSuggested: null,
      updateSuggested: null,
      deleteSuggested: null,
    });
    expect(await firstCompanyState(scopes.own.companyId)).toEqual(before);
    await own.deleteSuggested(suggestion);
  });

  it('custom portfolios: finds, lists, dismisses and requests nothing of the first company', async () => {
    const own = repositoryFactories.customPortfolios(db(), scopes.own);
    const other = repositoryFactories.customPortfolios(db(), scopes.other);
    const [first] = await own.list();
    const portfolio = (await own.find(first!.id))!;
    const [adjustment] = await own.history(portfolio);
    const before = await firstCompanyState(scopes.own.companyId);
    const requested = portfolio.positions.map((position) => ({
      isin: position.isin,
      name: position.name,
      currency: position.currency,
      weight: 0,
    }));

    const calls: Record<string, () => Promise<unknown>> = {
      list: async () => (await other.list()).filter((row) => row.partnerCompanyId === scopes.own.companyId),
      find: () => other.find(portfolio.id),
      history: () => other.history(portfolio),
      findAdjustment: async () => (adjustment ? other.findAdjustment(adjustment.id) : null),
      dismiss: async () =>
        adjustment ? ((await other.dismiss(adjustment as Parameters<typeof other.dismiss>[0], ctx.app.now())) ?? null) : null,
      pending: () => other.pending(portfolio),
      request: () =>
        other.request(portfolio, requested, [], ctx.app.now()).then(
          () => 'written',
          (error: Error) => error.message,
        ),
    };
    expect(Object.keys(calls).sort()).toEqual(functionsOf(other));
    const answers = Object.fromEntries(await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await call()])));
    expect(answers).toEqual({
      list: [],
      find: null,
      history: [],
      findAdjustment: null,
      dismiss: null,
      pending: null,
      request: 'Dieses Portfolio wurde nicht gefunden.',
    });
    expect(await firstCompanyState(scopes.own.companyId)).toEqual(before);
  });

  it('onboarding and vested-benefits search: neither a fee nor a search for a client of the first company', async () => {
    const ownOnboarding = repositoryFactories.onboarding(db(), scopes.own);
    const otherOnboarding = repositoryFactories.onboarding(db(), scopes.other);
    // a client without a search (one per client): a search made here would be the scope's failure, not the rule's
    const [{ client: clientRow } = { client: undefined }] = await db()
      .select({ client: s.clients })
      .from(s.clients)
      .leftJoin(s.vbSearches, eq(s.vbSearches.clientId, s.clients.id))
      .where(and(eq(s.clients.partnerCompanyId, scopes.own.companyId), isNull(s.vbSearches.id)))
      .orderBy(asc(s.clients.id))
      .limit(1);
    const found = (await ownOnboarding.find(clientRow!.id))!;
    const ownSearch = repositoryFactories.vbSearch(db(), scopes.own);
    const otherSearch = repositoryFactories.vbSearch(db(), scopes.other);
    const withSearch = (await ownSearch.ofClient(clientRow!.id))!;
    const before = await firstCompanyState(scopes.own.companyId);

    expect(await otherOnboarding.find(clientRow!.id)).toBeNull();
    await otherOnboarding.saveFee(found, { finders_fee_percentage: 9, recurring_fee_percentage: 9 }, '2026-11-25');
    expect(await otherSearch.ofClient(clientRow!.id)).toBeNull();
    expect(await otherSearch.create(withSearch, ['Probe AG'])).toBeNull();
    expect(await firstCompanyState(scopes.own.companyId)).toEqual(before);
  });
});
