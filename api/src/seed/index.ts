/**
 * The demo data of docs/architecture-contracts.md, drawn with a fixed seed: the same companies, advisers,
 * clients, services and numbers on every machine (only "today" follows the calendar).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { seedTools } from './tools';
import {
  serviceKindLabels,
  serviceKinds,
  visibleModuleNames,
  type ClientStatus,
  type NotificationKind,
  type ServiceProduct,
  type VisibleModule,
} from '@portal/shared/contracts';
import type { Database, Executor } from '../db';
import * as s from '../db/schema';
import { hashPassword } from '../lib/passwords';
import {
  blogCategoryData,
  blogPostData,
  custodianData,
  featurePromptData,
  strategyData,
  strategyAllocations,
  operatorSeed,
} from './content';
import { addDays, atHour, daysBetween, isoDate, utcToday } from './dates';
import {
  chunk,
  funnelDepthFor,
  generateExchangeRates,
  generateFunnel,
  generateInvestmentDates,
  generatePerson,
  generateServiceSeries,
} from './generators';
import { createRng, type Rng } from './random';
import { refreshAllDailyAum } from '../modules/statistics/daily-aum';
import { seedPartnerDocuments } from './documents';
import { seedInvoices } from './invoices';
import { seedAnalysisStatements } from './statements';
import type { UploadStore } from '../plugins/upload-store';
import { seedClientDevices } from './devices';

export * from './generators';
export * from './random';
export * from './dates';

export const DEMO_PASSWORD = 'Partner-2026';
export const SEED = 20_260_101;
/** Two years of history. */
export const HISTORY_DAYS = 730;

export type AdviserSeed = {
  email: string;
  firstName: string;
  lastName: string;
  language?: 'de' | 'en' | 'fr' | 'it';
  modules: VisibleModule[];
  fidlegCertified: boolean;
  twoFactor?: 'none' | 'email';
  canSeeCompanyStatistics: boolean;
  /** share of the company's clients */
  weight: number;
};

const allModules: VisibleModule[] = [...visibleModuleNames];

export const alpenAdvisers: AdviserSeed[] = [
  {
    email: 'demo@partner.example',
    firstName: 'Martina',
    lastName: 'Keller',
    modules: allModules,
    fidlegCertified: true,
    canSeeCompanyStatistics: true,
    weight: 0.4,
  },
  {
    email: 'secure@partner.example',
    firstName: 'Thomas',
    lastName: 'Brunner',
    modules: allModules,
    fidlegCertified: true,
    twoFactor: 'email',
    canSeeCompanyStatistics: true,
    weight: 0.2,
  },
  {
    email: 'colleague@partner.example',
    firstName: 'Laura',
    lastName: 'Bianchi',
    language: 'de',
    modules: ['clients', 'documents', 'custom_strategies', 'partner_company_users'],
    fidlegCertified: false,
    canSeeCompanyStatistics: false,
    weight: 0.15,
  },
  {
    email: 'marco.rossi@partner.example',
    firstName: 'Marco',
    lastName: 'Rossi',
    language: 'it',
    modules: allModules,
    fidlegCertified: true,
    canSeeCompanyStatistics: true,
    weight: 0.15,
  },
  {
    email: 'claire.dubois@partner.example',
    firstName: 'Claire',
    lastName: 'Dubois',
    language: 'fr',
    modules: allModules,
    fidlegCertified: true,
    canSeeCompanyStatistics: false,
    weight: 0.1,
  },
];

export const secondCompanyAdvisers: AdviserSeed[] = [
  {
    email: 'other@second-partner.example',
    firstName: 'Olivier',
    lastName: 'Favre',
    language: 'fr',
    modules: allModules,
    fidlegCertified: true,
    canSeeCompanyStatistics: true,
    weight: 1,
  },
];

/** How many clients of each status a company gets, for ~120 clients. */
export function statusPlan(total: number): ClientStatus[] {
  const shares: [ClientStatus, number][] = [
    ['invested', 0.45],
    ['investing', 0.07],
    ['onboarded', 0.08],
    ['profile_completed', 0.08],
    ['pending', 0.22],
    ['on_hold', 0.04],
    ['blocked', 0.03],
    ['rejected', 0.03],
  ];
  const plan: ClientStatus[] = [];
  for (const [status, share] of shares) for (let i = 0; i < Math.max(1, Math.round(total * share)); i += 1) plan.push(status);
  while (plan.length > total) plan.splice(plan.lastIndexOf('pending'), 1);
  while (plan.length < total) plan.push('pending');
  return plan;
}

export type ReferenceIds = { custodianIds: number[]; strategyIds: Map<ServiceProduct, number[]> };

/** An adviser's AUM per day offset from the history's first day, filled as services are generated. */
export type AumByAdviser = Map<number, Float64Array>;

/** Inserts rows in batches sized to stay under PostgreSQL's parameter limit. */
export async function insertInBatches<T extends Record<string, unknown>>(
  db: Executor,
  table: Parameters<Database['insert']>[0],
  rows: T[],
  columnsPerRow: number,
): Promise<void> {
  const size = Math.max(1, Math.floor(30_000 / columnsPerRow));
  for (const batch of chunk(rows, size)) await db.insert(table).values(batch);
}

/**
 * Clients of one company with their funnel, fee structures, services, daily valuations, cash flows,
 * transactions and pillar 3a contributions. Reused by the large seed.
 */
export async function seedCompanyClients(
  db: Database,
  rng: Rng,
  options: {
    companyId: number;
    advisers: { id: number; weight: number }[];
    count: number;
    today: Date;
    refs: ReferenceIds;
    emailOffset?: number;
    aum?: AumByAdviser;
  },
): Promise<{ clientIds: number[]; serviceCount: number; valuationCount: number }> {
  const { today, refs } = options;
  const historyStart = addDays(today, -HISTORY_DAYS);
  const plan = statusPlan(options.count);
  const totalWeight = options.advisers.reduce((sum, adviser) => sum + adviser.weight, 0);
  const pickAdviser = () => {
    let x = rng.next() * totalWeight;
    for (const adviser of options.advisers) {
      x -= adviser.weight;
      if (x <= 0) return adviser.id;
    }
    return options.advisers[options.advisers.length - 1]!.id;
  };

  type Draft = { row: s.NewClient; depth: number; custodianIndex: number; suggestion: { kind: ServiceProduct; amount: number } | null };
  const drafts: Draft[] = plan.map((status, index) => {
    const person = generatePerson(rng, (options.emailOffset ?? 0) + index + 1, today);
    const depth = funnelDepthFor(status, rng);
    // about half of those who have not invested have been waiting in their stage for more than 14 days
    const stuckDays = rng.chance(0.5) ? rng.int(15, 75) : rng.int(0, 14);
    const funnel = generateFunnel(rng, today, depth, { stuckDays, maxAgeDays: HISTORY_DAYS - 5 });
    const custodianIndex = index % refs.custodianIds.length;
    const bank = custodianData[custodianIndex]!.bankCode;
    const hasProfile = depth >= 3;
    const restricted = person.nationalities.includes('US');
    const availableKinds: ServiceProduct[] = depth >= 4 ? (restricted ? ['wealth_management', 'bank_account'] : [...serviceKinds]) : [];
    return {
      depth,
      custodianIndex,
      row: {
        partnerCompanyId: options.companyId,
        partnerUserId: pickAdviser(),
        status,
        ...person,
        usCitizen: hasProfile ? restricted : null,
        usGreenCard: hasProfile ? false : null,
        usResident: hasProfile ? false : null,
        usBornInUs: hasProfile ? restricted : null,
        usTaxLiable: hasProfile ? restricted : null,
        custodianBanks: depth >= 1 ? [bank] : [],
        partnerSuggestedBankCodes: [bank],
        kycFilled: depth >= 4,
        partnerKycAnswers:
          depth >= 2
            ? {
                yearly_gross_income: rng.pick(['100k-250k', '250k-500k', '>500k']),
                politically_exposed: false,
                source_of_wealth: rng.pick(['salary', 'inheritance', 'business']),
              }
            : null,
        investorProfileFilled: depth >= 4,
        partnerInvestorProfileAnswers: depth >= 2 ? { risk_tolerance: rng.int(1, 7), horizon_years: rng.pick([5, 10, 15, 20]) } : null,
        partnerSuggestedIdDocumentsUploaded: depth >= 2,
        clientIdDocumentsUploaded: depth >= 3,
        partnerCertifiedIdDocumentUploaded: custodianData[custodianIndex]!.customCustodian && depth >= 3,
        signedOnboardingPaoUploaded: custodianData[custodianIndex]!.customCustodian && depth >= 4,
        availableServiceKinds: availableKinds,
        ...funnel,
        updatedAt: funnel.firstInvestedAt ?? funnel.readyAt ?? funnel.registeredAt ?? funnel.createdAt,
      },
      // drawn after the row, where the row drew it before it had a table of its own: the seed stays the same
      suggestion:
        depth >= 3
          ? {
              kind: rng.pick(availableKinds.length ? availableKinds : (['wealth_management'] as ServiceProduct[])),
              amount: Math.round(rng.logUniform(30_000, 1_000_000) / 1000) * 1000,
            }
          : null,
    };
  });

  const clientIds: number[] = [];
  for (const batch of chunk(drafts, 300)) {
    const inserted = await db
      .insert(s.clients)
      .values(batch.map((d) => d.row))
      .returning({ id: s.clients.id });
    clientIds.push(...inserted.map((row) => row.id));
  }

  // fee structures for everyone past the fee step (all but some freshly added)
  const fees = drafts
    .map((draft, index) => ({ draft, clientId: clientIds[index]! }))
    .filter(({ draft }) => draft.depth >= 1 || rng.chance(0.5))
    .map(({ clientId }) => ({
      clientId,
      findersFeePercentage: (rng.int(5, 20) / 10).toFixed(3),
      recurringFeePercentage: (rng.int(5, 40) / 100).toFixed(3),
    }));
  await insertInBatches(db, s.feeStructures, fees, 3);

  // services of the clients who invested
  type ServiceDraft = { row: typeof s.services.$inferInsert; start: Date; kind: ServiceProduct; adviserId: number; openThisYear: boolean };
  const serviceDrafts: ServiceDraft[] = [];
  let kindCursor = 0;
  drafts.forEach((draft, index) => {
    const firstInvested = draft.row.firstInvestedAt;
    if (!firstInvested) return;
    const firstDay = utcToday(firstInvested);
    const count = rng.pick([1, 1, 2, 2, 3]);
    const kinds = new Set<ServiceProduct>();
    // cycling through the kinds guarantees that every kind occurs
    kinds.add(serviceKinds[kindCursor++ % serviceKinds.length]!);
    while (kinds.size < count) kinds.add(rng.pick(serviceKinds));
    [...kinds].forEach((kind, position) => {
      const start = position === 0 ? firstDay : addDays(firstDay, rng.int(0, Math.max(0, daysBetween(firstDay, today) - 10)));
      const strategies = refs.strategyIds.get(kind) ?? [];
      serviceDrafts.push({
        kind,
        start,
        adviserId: draft.row.partnerUserId!,
        openThisYear: rng.chance(0.35),
        row: {
          clientId: clientIds[index]!,
          kind,
          // the kind's German label, as the demo's services were named; documents print it in their language
          name: serviceKindLabels[kind].de,
          strategyId: strategies.length ? rng.pick(strategies) : null,
          custodianId: refs.custodianIds[(draft.custodianIndex + position) % refs.custodianIds.length]!,
          libertyCaseId: kind === 'vested_benefits' || kind === 'third_pillar' ? `LC-${100000 + rng.int(0, 899999)}` : null,
          currency: 'CHF',
          createdAt: atHour(start, 9),
          updatedAt: atHour(start, 9),
        },
      });
    });
  });
  // the service the adviser suggested in the wizard, where the client has no portfolio of that kind yet
  const held = new Set(serviceDrafts.map(({ row }) => `${row.clientId}:${row.kind}`));
  const suggestions = drafts.flatMap((draft, index) => {
    const clientId = clientIds[index]!;
    const strategies = draft.suggestion ? (refs.strategyIds.get(draft.suggestion.kind) ?? []) : [];
    if (!draft.suggestion || strategies.length === 0) return [];
    if (held.has(`${clientId}:${draft.suggestion.kind}`)) return [];
    const at = draft.row.readyAt ?? draft.row.registeredAt ?? draft.row.createdAt ?? today;
    return [
      {
        clientId,
        partnerCompanyId: draft.row.partnerCompanyId,
        partnerUserId: draft.row.partnerUserId,
        kind: draft.suggestion.kind,
        strategyId: strategies[index % strategies.length]!,
        amount: draft.suggestion.amount.toFixed(2),
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  await insertInBatches(db, s.partnerSuggestedServices, suggestions, 8);

  const serviceIds: number[] = [];
  for (const batch of chunk(serviceDrafts, 500)) {
    const inserted = await db
      .insert(s.services)
      .values(batch.map((d) => d.row))
      .returning({ id: s.services.id });
    serviceIds.push(...inserted.map((row) => row.id));
  }

  let valuationCount = 0;
  const historyLength = HISTORY_DAYS + 1;
  let valuations: { serviceId: number; date: string; value: string }[] = [];
  let flows: { serviceId: number; date: string; amount: string; kind: 'deposit' | 'withdrawal' | 'fee' }[] = [];
  let transactions: (typeof s.transactions.$inferInsert)[] = [];
  let contributions: (typeof s.thirdPillarContributions.$inferInsert)[] = [];
  const flush = async () => {
    await insertInBatches(db, s.serviceValuations, valuations, 3);
    await insertInBatches(db, s.cashFlows, flows, 4);
    await insertInBatches(db, s.transactions, transactions, 7);
    await insertInBatches(db, s.thirdPillarContributions, contributions, 4);
    valuationCount += valuations.length;
    valuations = [];
    flows = [];
    transactions = [];
    contributions = [];
  };

  for (const [index, draft] of serviceDrafts.entries()) {
    const serviceId = serviceIds[index]!;
    const initialDeposit =
      draft.kind === 'third_pillar' ? 7258 : Math.round(rng.logUniform(draft.kind === 'crypto' ? 5_000 : 30_000, 1_500_000) / 100) * 100;
    const series = generateServiceSeries(rng, {
      kind: draft.kind,
      start: draft.start,
      today,
      initialDeposit,
      openThisYear: draft.openThisYear,
    });
    for (const v of series.valuations) valuations.push({ serviceId, ...v });
    for (const flow of series.cashFlows) {
      const amount = flow.amount.toFixed(2);
      flows.push({ serviceId, date: flow.date, amount, kind: flow.kind });
      transactions.push({
        serviceId,
        date: flow.date,
        kind: flow.kind,
        description: null,
        amount,
        currency: 'CHF',
        isin: null,
      });
    }
    for (const c of series.contributions) contributions.push({ serviceId, year: c.year, amount: c.amount.toFixed(2), paidOn: c.paidOn });

    const aum = options.aum;
    if (aum) {
      let perDay = aum.get(draft.adviserId);
      if (!perDay) aum.set(draft.adviserId, (perDay = new Float64Array(historyLength)));
      const offset = daysBetween(historyStart, draft.start);
      series.valuations.forEach((v, i) => {
        if (offset + i >= 0 && offset + i < historyLength) perDay[offset + i]! += Number(v.value);
      });
    }
    if (valuations.length > 40_000) await flush();
  }
  await flush();
  return { clientIds, serviceCount: serviceIds.length, valuationCount };
}

export async function seedAdvisers(db: Database, companyId: number, advisers: AdviserSeed[], passwordHash: string) {
  const rows = await db
    .insert(s.partnerUsers)
    .values(
      advisers.map((a) => ({
        partnerCompanyId: companyId,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        passwordHash,
        language: a.language ?? 'de',
        visibleModules: a.modules,
        fidlegCertified: a.fidlegCertified,
        twoFactor: a.twoFactor ?? 'none',
        canSeeCompanyStatistics: a.canSeeCompanyStatistics,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: s.partnerUsers.id, email: s.partnerUsers.email });
  return advisers.map((a) => ({ ...a, id: rows.find((row) => row.email === a.email)!.id }));
}

/** The internal operator (admin actions, docs/clients.md): sees the demo company's clients and may block, reset or delete them. */
export async function seedOperator(db: Executor, companyId: number, passwordHash: string) {
  await db
    .insert(s.partnerUsers)
    .values({
      partnerCompanyId: companyId,
      ...operatorSeed,
      passwordHash,
      language: 'de',
      visibleModules: allModules,
      fidlegCertified: false,
      canSeeCompanyStatistics: true,
      role: 'operator',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
}

/** Custodians and strategies, the reference data every company shares. */
export async function seedReferenceData(db: Database): Promise<ReferenceIds> {
  const custodians = await db.insert(s.custodians).values(custodianData).returning({ id: s.custodians.id });
  const strategies = await db
    .insert(s.strategies)
    .values(strategyData.map((strategy) => ({ ...strategy, allocation: strategyAllocations[strategy.name] ?? null })))
    .returning({ id: s.strategies.id, serviceKinds: s.strategies.serviceKinds });
  const strategyIds = new Map<ServiceProduct, number[]>();
  for (const strategy of strategies)
    for (const kind of strategy.serviceKinds) strategyIds.set(kind, [...(strategyIds.get(kind) ?? []), strategy.id]);
  return { custodianIds: custodians.map((c) => c.id), strategyIds };
}

/** The reference data a seeded database already holds. */
export async function loadReferenceIds(db: Database): Promise<ReferenceIds> {
  const custodians = await db.select({ id: s.custodians.id }).from(s.custodians).orderBy(s.custodians.id);
  const strategies = await db
    .select({ id: s.strategies.id, serviceKinds: s.strategies.serviceKinds })
    .from(s.strategies)
    .orderBy(s.strategies.id);
  const strategyIds = new Map<ServiceProduct, number[]>();
  for (const strategy of strategies)
    for (const kind of strategy.serviceKinds) strategyIds.set(kind, [...(strategyIds.get(kind) ?? []), strategy.id]);
  return { custodianIds: custodians.map((c) => c.id), strategyIds };
}

async function seedNotifications(db: Database, rng: Rng, userId: number, clientIds: number[], count: number, unseen: number, today: Date) {
  // the notices of documents and invoices come from publishing and issuing them (seedPartnerDocuments, seedInvoices),
  // which name the real ones; these are the notices of the clients
  const kinds: NotificationKind[] = ['new_service', 'status_change', 'new_deposit'];
  const rows = Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const createdAt = atHour(addDays(today, -Math.floor((i * 60) / count)), rng.int(7, 18), rng.int(0, 59));
    const userUpdates =
      kind === 'status_change'
        ? { new_status: rng.pick(['profile_completed', 'onboarded', 'invested']) }
        : { service_type: rng.pick(serviceKinds) };
    return {
      partnerUserId: userId,
      kind,
      clientId: clientIds.length === 0 ? null : rng.pick(clientIds),
      userUpdates,
      createdAt,
      // the newest ones are still unseen
      seenAt: i < unseen ? null : addDays(createdAt, 1),
    };
  });
  await db.insert(s.notifications).values(rows);
}

/** The first day on which the AUM series reached `amount`, or null. */
function firstDayReaching(series: Float64Array, amount: number, start: Date): string | null {
  const index = series.findIndex((value) => value >= amount);
  return index < 0 ? null : isoDate(addDays(start, index));
}

export type SeedSummary = { companies: number; advisers: number; clients: number; services: number; valuations: number };

/** Fills an empty database with the demo data. */
/** `uploads`: where the demo statements of the portfolio analysis go (the API's upload store); without it there are none. */
export async function seed(db: Database, options: { today?: Date; uploads?: UploadStore } = {}): Promise<SeedSummary> {
  const today = utcToday(options.today);
  const rng = createRng(SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const refs = await seedReferenceData(db);

  const [alpen] = await db
    .insert(s.partnerCompanies)
    .values({
      name: 'Alpen Finanz AG',
      street: 'Bahnhofstrasse',
      buildingNumber: '42',
      zip: '8001',
      city: 'Zürich',
      iban: 'CH93 0076 2011 6238 5295 7',
      vatNumber: 'CHE-123.456.788 MWST',
    })
    .returning();
  // below the VAT threshold: its fees carry no VAT
  const [lemanic] = await db
    .insert(s.partnerCompanies)
    .values({
      name: 'Lemanic Partners SA',
      street: 'Rue du Rhône',
      buildingNumber: '8',
      zip: '1204',
      city: 'Genève',
      iban: 'CH56 0483 5012 3456 7800 9',
    })
    .returning();
  const alpenUsers = await seedAdvisers(db, alpen!.id, alpenAdvisers, passwordHash);
  const lemanicUsers = await seedAdvisers(db, lemanic!.id, secondCompanyAdvisers, passwordHash);
  await seedOperator(db, alpen!.id, passwordHash);

  const aum: AumByAdviser = new Map();
  const alpenResult = await seedCompanyClients(db, rng, { companyId: alpen!.id, advisers: alpenUsers, count: 120, today, refs, aum });
  const lemanicResult = await seedCompanyClients(db, rng, {
    companyId: lemanic!.id,
    advisers: lemanicUsers,
    count: 20,
    today,
    refs,
    emailOffset: 1000,
  });

  await seedClientDevices(db, today);

  // two vested-benefits searches of demo@'s clients: one answered and passed on, one still being prepared
  const demoClients = await db
    .select({ id: s.clients.id })
    .from(s.clients)
    .where(eq(s.clients.partnerUserId, alpenUsers[0]!.id))
    .orderBy(asc(s.clients.id))
    .limit(2);
  await db.insert(s.vbSearches).values(
    demoClients.map((client, index) => ({
      partnerCompanyId: alpen!.id,
      partnerUserId: alpenUsers[0]!.id,
      clientId: client.id,
      status: index === 0 ? ('forwarded' as const) : ('pending' as const),
      formerEmployers: index === 0 ? ['Kantonsspital Aarau', 'Migros-Genossenschafts-Bund'] : ['Swisscom AG'],
      signature: index === 0 ? ('wet' as const) : null,
      submittedAt: index === 0 ? addDays(today, -40) : null,
      createdAt: addDays(today, index === 0 ? -45 : -3),
    })),
  );

  // AUM targets of demo@: one reached (with the day it was reached), one still open
  const demo = alpenUsers[0]!;
  const demoAum = aum.get(demo.id) ?? new Float64Array(HISTORY_DAYS + 1);
  const historyStart = addDays(today, -HISTORY_DAYS);
  const reachedAmount = Math.round(((demoAum[HISTORY_DAYS - 180] ?? 0) * 0.9) / 100_000) * 100_000 || 100_000;
  const currentAum = demoAum[HISTORY_DAYS] ?? 0;
  await db.insert(s.aumTargets).values([
    {
      partnerUserId: demo.id,
      amount: reachedAmount.toFixed(2),
      targetDate: isoDate(addDays(today, -90)),
      achievedAt: firstDayReaching(demoAum, reachedAmount, historyStart),
      createdAt: addDays(today, -400),
    },
    {
      partnerUserId: demo.id,
      amount: (Math.ceil((currentAum * 1.3) / 1_000_000) * 1_000_000 || 1_000_000).toFixed(2),
      targetDate: isoDate(addDays(today, 365)),
      achievedAt: null,
      createdAt: addDays(today, -30),
    },
  ]);

  // the documents the wealth manager published, and the invoices of the past twelve months, with their
  // notifications (read: the seed's unseen ones follow); the advisers last looked at the documents 20 days ago, so
  // the newer ones are marked new
  await seedPartnerDocuments(db, [alpen!.id, lemanic!.id], today);
  const lastLook = addDays(today, -20);
  await db
    .insert(s.partnerDocumentViews)
    .values([...alpenUsers, ...lemanicUsers].map((user) => ({ partnerUserId: user.id, lastSeenAt: lastLook })));
  await seedInvoices(db, today);
  await db.execute(sql`UPDATE notifications SET seen_at = created_at + interval '1 day' WHERE seen_at IS NULL`);

  // notifications of every kind, some unseen
  const clientsOf = async (userId: number) =>
    (
      await db
        .select({ id: s.clients.id })
        .from(s.clients)
        .where(sql`${s.clients.partnerUserId} = ${userId}`)
    ).map((r) => r.id);
  await seedNotifications(db, rng, demo.id, await clientsOf(demo.id), 25, 7, today);
  for (const user of [...alpenUsers.slice(1), ...lemanicUsers]) {
    await seedNotifications(db, rng, user.id, await clientsOf(user.id), 8, 2, today);
  }

  await insertInBatches(db, s.exchangeRates, generateExchangeRates(rng, addDays(today, -HISTORY_DAYS), today), 3);
  await db.insert(s.investmentDates).values(generateInvestmentDates(today, 24, 12).map((date) => ({ date })));

  const categories = await db
    .insert(s.blogCategories)
    .values(blogCategoryData.map((name) => ({ name })))
    .returning({ id: s.blogCategories.id });
  await db.insert(s.blogPosts).values(
    blogPostData.map((post) => ({
      categoryId: categories[post.category]!.id,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      imageUrl: post.image,
      publishedAt: atHour(addDays(today, -post.daysAgo), 8),
    })),
  );

  // off unless DEMO_DOWNTIME switches it on (db/prepare.ts)
  const downtimeStart = atHour(addDays(today, 3), 22);
  await db.insert(s.scheduledDowntimes).values({ startTime: downtimeStart, endTime: atHour(addDays(today, 4), 2), active: false });
  await db.insert(s.featurePrompts).values(featurePromptData);
  await seedTools(db, today);
  if (options.uploads) await seedAnalysisStatements(db, options.uploads, today);
  await refreshAllDailyAum(db);
  await db.execute(sql`ANALYZE`);

  return {
    companies: 2,
    advisers: alpenUsers.length + lemanicUsers.length,
    clients: alpenResult.clientIds.length + lemanicResult.clientIds.length,
    services: alpenResult.serviceCount + lemanicResult.serviceCount,
    valuations: alpenResult.valuationCount + lemanicResult.valuationCount,
  };
}

/** Empties every table of the schema (the seed CLI's reset). */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = [
    'weight_adjustments',
    'custom_portfolio_positions',
    'custom_portfolios',
    'portfolio_analysis_documents',
    'example_portfolios',
    'strategy_assumptions',
    'audit_log',
    'third_pillar_contributions',
    'feature_prompt_dismissals',
    'feature_prompts',
    'investment_dates',
    'partner_invoice_lines',
    'partner_invoices',
    'recurring_fee_changes',
    'partner_document_views',
    'partner_document_companies',
    'partner_document_versions',
    'partner_documents',
    'stored_files',
    'exchange_rates',
    'aum_targets',
    'blog_posts',
    'blog_categories',
    'scheduled_downtimes',
    'notification_settings',
    'notifications',
    'transactions',
    'cash_flows',
    'service_valuations',
    'services',
    'strategies',
    'custodians',
    'fee_structures',
    'client_devices',
    'clients',
    'outbox_emails',
    'email_verification_tokens',
    'password_reset_tokens',
    'remembered_devices',
    'login_challenges',
    'refresh_tokens',
    'partner_users',
    'partner_companies',
  ];
  await db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
}
