import { sql } from 'drizzle-orm';
import { isValidIsin, type ExampleAssetClass, type ExamplePosition, type WeightEntry } from '@portal/shared/contracts';
import type { Database } from '../db';
import * as s from '../db/schema';

// The demo data of the tools: capital-market assumptions and example portfolios of the strategies, custom portfolios
// with a history of weight adjustments. Invented instruments; their ISINs carry valid check digits.

/** An ISIN with its check digit computed: country, nine characters. */
export function isin(body11: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (isValidIsin(`${body11}${digit}`)) return `${body11}${digit}`;
  throw new Error(`no check digit for ${body11}`);
}

/** By strategy name: expected yearly return, yearly volatility, total expense ratio. */
export const strategyAssumptionData: Record<string, [number, number, number]> = {
  Konservativ: [0.025, 0.05, 0.0065],
  Ausgewogen: [0.04, 0.085, 0.0075],
  Wachstum: [0.052, 0.115, 0.008],
  'Aktien Schweiz': [0.06, 0.15, 0.007],
  Nachhaltig: [0.043, 0.09, 0.0085],
  'Private Equity Global': [0.08, 0.2, 0.015],
  'Krypto Basket': [0.1, 0.6, 0.012],
  Konto: [0.005, 0.005, 0],
};

const instruments: Record<
  string,
  { name: string; isin: string; assetClass: ExampleAssetClass; currency: string; expectedReturn: number; volatility: number }
> = {
  chCash: {
    name: 'CHF Geldmarkt Fonds',
    isin: isin('CH012345678'),
    assetClass: 'cash',
    currency: 'CHF',
    expectedReturn: 0.008,
    volatility: 0.005,
  },
  chBonds: {
    name: 'Obligationen Schweiz Index',
    isin: isin('CH023456789'),
    assetClass: 'bonds',
    currency: 'CHF',
    expectedReturn: 0.015,
    volatility: 0.04,
  },
  globalBonds: {
    name: 'Global Aggregate Bond (CHF hedged)',
    isin: isin('IE00B3F81R3'),
    assetClass: 'bonds',
    currency: 'CHF',
    expectedReturn: 0.02,
    volatility: 0.05,
  },
  chEquities: {
    name: 'Aktien Schweiz SPI Index',
    isin: isin('CH034567890'),
    assetClass: 'equities',
    currency: 'CHF',
    expectedReturn: 0.06,
    volatility: 0.14,
  },
  worldEquities: {
    name: 'MSCI World Index',
    isin: isin('IE00B4L5Y98'),
    assetClass: 'equities',
    currency: 'USD',
    expectedReturn: 0.065,
    volatility: 0.16,
  },
  emEquities: {
    name: 'Emerging Markets Index',
    isin: isin('IE00BKM4GZ6'),
    assetClass: 'equities',
    currency: 'USD',
    expectedReturn: 0.07,
    volatility: 0.2,
  },
  esgEquities: {
    name: 'MSCI World ESG Leaders',
    isin: isin('LU063665617'),
    assetClass: 'equities',
    currency: 'USD',
    expectedReturn: 0.062,
    volatility: 0.155,
  },
  euEquities: {
    name: 'Aktien Europa Index',
    isin: isin('LU027420813'),
    assetClass: 'equities',
    currency: 'EUR',
    expectedReturn: 0.058,
    volatility: 0.16,
  },
  realEstate: {
    name: 'Immobilienfonds Schweiz',
    isin: isin('CH045678901'),
    assetClass: 'real_estate',
    currency: 'CHF',
    expectedReturn: 0.04,
    volatility: 0.09,
  },
  gold: {
    name: 'Gold (CHF hedged)',
    isin: isin('CH056789012'),
    assetClass: 'commodities',
    currency: 'CHF',
    expectedReturn: 0.03,
    volatility: 0.15,
  },
};

const examples: Record<string, [keyof typeof instruments, number][]> = {
  Konservativ: [
    ['chCash', 5],
    ['chBonds', 45],
    ['globalBonds', 25],
    ['chEquities', 10],
    ['worldEquities', 10],
    ['realEstate', 5],
  ],
  Ausgewogen: [
    ['chCash', 3],
    ['chBonds', 27],
    ['globalBonds', 15],
    ['chEquities', 20],
    ['worldEquities', 20],
    ['emEquities', 5],
    ['realEstate', 5],
    ['gold', 5],
  ],
  Wachstum: [
    ['chCash', 2],
    ['chBonds', 13],
    ['globalBonds', 10],
    ['chEquities', 28],
    ['worldEquities', 30],
    ['emEquities', 7],
    ['realEstate', 5],
    ['gold', 5],
  ],
  Nachhaltig: [
    ['chCash', 3],
    ['chBonds', 30],
    ['globalBonds', 12],
    ['chEquities', 20],
    ['esgEquities', 30],
    ['realEstate', 5],
  ],
};

/** Yearly correlations between asset classes (symmetric; a class with itself is 1). */
export const assetClassCorrelations: Record<string, number> = {
  'bonds|cash': 0.1,
  'cash|equities': 0,
  'cash|real_estate': 0,
  'cash|commodities': 0,
  'bonds|equities': 0.2,
  'bonds|real_estate': 0.3,
  'bonds|commodities': 0.1,
  'equities|real_estate': 0.5,
  'commodities|equities': 0.15,
  'commodities|real_estate': 0.1,
};

/** Assumptions and example portfolios of the strategies present; skips what is there already (existing databases). */
export async function seedToolsReference(db: Database, today: Date): Promise<void> {
  const rows = await db.select({ id: s.strategies.id, name: s.strategies.name }).from(s.strategies);
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(s.strategyAssumptions);
  if ((present?.n ?? 0) > 0) return;
  const assumptions = rows.flatMap((row) => {
    const figures = strategyAssumptionData[row.name];
    return figures
      ? [
          {
            strategyId: row.id,
            expectedReturn: figures[0].toFixed(6),
            volatility: figures[1].toFixed(6),
            ongoingFee: figures[2].toFixed(6),
          },
        ]
      : [];
  });
  if (assumptions.length) await db.insert(s.strategyAssumptions).values(assumptions);
  const asOf = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const portfolios = rows.flatMap((row) => {
    const positions = examples[row.name];
    if (!positions) return [];
    const list: ExamplePosition[] = positions.map(([key, weight]) => {
      const instrument = instruments[key]!;
      return { name: instrument.name, isin: instrument.isin, asset_class: instrument.assetClass, currency: instrument.currency, weight };
    });
    return [{ strategyId: row.id, asOf, positions: list }];
  });
  if (portfolios.length) await db.insert(s.examplePortfolios).values(portfolios);
}

type PortfolioSeed = { name: string; positions: [keyof typeof instruments, number, number][] };

const demoPortfolios: PortfolioSeed[] = [
  {
    name: 'Dividenden Schweiz',
    positions: [
      ['chEquities', 50, 54.2],
      ['realEstate', 20, 19.1],
      ['chBonds', 25, 22.4],
      ['chCash', 5, 4.3],
    ],
  },
  {
    name: 'Global Nachhaltig',
    positions: [
      ['esgEquities', 45, 48.9],
      ['euEquities', 15, 14.2],
      ['globalBonds', 30, 27.6],
      ['gold', 10, 9.3],
    ],
  },
  {
    name: 'Zinsen Plus',
    positions: [
      ['chBonds', 50, 49.1],
      ['globalBonds', 30, 30.7],
      ['chCash', 10, 10.4],
      ['worldEquities', 10, 9.8],
    ],
  },
];

const weightsOf = (positions: PortfolioSeed['positions'], index: 1 | 2): WeightEntry[] =>
  positions.map((position) => {
    const instrument = instruments[position[0]]!;
    return { isin: instrument.isin, name: instrument.name, currency: instrument.currency, weight: position[index] };
  });

async function insertPortfolio(db: Database, companyId: number, userId: number, portfolio: PortfolioSeed): Promise<number> {
  const [row] = await db
    .insert(s.customPortfolios)
    .values({ partnerCompanyId: companyId, partnerUserId: userId, name: portfolio.name, correlations: assetClassCorrelations })
    .returning({ id: s.customPortfolios.id });
  await db.insert(s.customPortfolioPositions).values(
    portfolio.positions.map(([key, weight, drifting]) => {
      const instrument = instruments[key]!;
      return {
        customPortfolioId: row!.id,
        name: instrument.name,
        isin: instrument.isin,
        currency: instrument.currency,
        assetClass: instrument.assetClass,
        weight: weight.toFixed(4),
        driftingWeight: drifting.toFixed(4),
        expectedReturn: instrument.expectedReturn.toFixed(6),
        volatility: instrument.volatility.toFixed(6),
      };
    }),
  );
  return row!.id;
}

const daysBefore = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000);

/** Custom portfolios of the advisers who see custom_strategies, in both companies, with some adjustment history. */
export async function seedCustomPortfolios(db: Database, owners: { companyId: number; userId: number }[], today: Date): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(s.customPortfolios);
  if ((present?.n ?? 0) > 0) return;
  for (const [index, owner] of owners.entries()) {
    const portfolios = index === 0 ? demoPortfolios : demoPortfolios.slice(index % 3, (index % 3) + 1);
    for (const portfolio of portfolios) {
      const id = await insertPortfolio(db, owner.companyId, owner.userId, portfolio);
      if (portfolio.name !== 'Dividenden Schweiz') continue;
      // an approved adjustment three months ago, a rejected one last month (still shown as the latest)
      const previous = weightsOf(portfolio.positions, 1);
      const requested = previous.map((entry, i) => ({ ...entry, weight: entry.weight + (i === 0 ? 5 : i === 2 ? -5 : 0) }));
      await db.insert(s.weightAdjustments).values([
        {
          customPortfolioId: id,
          partnerUserId: owner.userId,
          status: 'approved',
          requestedAt: daysBefore(today, 95),
          processedAt: daysBefore(today, 93),
          dismissedAt: daysBefore(today, 60),
          previousWeights: previous,
          requestedWeights: previous,
          newWeights: previous,
        },
        {
          customPortfolioId: id,
          partnerUserId: owner.userId,
          status: 'rejected',
          requestedAt: daysBefore(today, 30),
          processedAt: daysBefore(today, 28),
          previousWeights: previous,
          requestedWeights: requested,
          newWeights: null,
        },
      ]);
    }
  }
}

/** Both parts, for a database seeded before the tools existed. */
export async function seedTools(db: Database, today: Date): Promise<void> {
  await seedToolsReference(db, today);
  const owners = await db
    .select({ companyId: s.partnerUsers.partnerCompanyId, userId: s.partnerUsers.id, modules: s.partnerUsers.visibleModules })
    .from(s.partnerUsers)
    .orderBy(s.partnerUsers.id);
  await seedCustomPortfolios(
    db,
    owners.filter((owner) => (owner.modules as string[]).includes('custom_strategies')),
    today,
  );
}
