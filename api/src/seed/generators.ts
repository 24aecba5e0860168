/**
 * Generators of the demo data, exported so that a larger seed (scripts/seed-large.ts) draws data of the same shape.
 * Every generator takes the seeded Rng; none touches the database.
 */
import type { CashFlowKind, ClientStatus, ServiceProduct } from '@portal/shared/contracts';
import { addDays, atHour, daysBetween, firstBusinessDayOfMonth, isoDate, isWeekend } from './dates';
import type { Rng } from './random';

// ---- people ---------------------------------------------------------------------------------------

const firstNames = {
  male: [
    'Lukas',
    'Noah',
    'Luca',
    'David',
    'Marco',
    'Thomas',
    'Daniel',
    'Stefan',
    'Peter',
    'Jonas',
    'Julien',
    'Nicolas',
    'Matteo',
    'Andrea',
    'Simon',
    'Reto',
    'Beat',
    'Urs',
    'Fabio',
    'Pascal',
  ],
  female: [
    'Anna',
    'Laura',
    'Sarah',
    'Lea',
    'Mia',
    'Sophie',
    'Claudia',
    'Sandra',
    'Nicole',
    'Julia',
    'Chiara',
    'Elena',
    'Camille',
    'Manon',
    'Martina',
    'Petra',
    'Ursula',
    'Franziska',
    'Giulia',
    'Nadia',
  ],
} as const;
const lastNames = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Meyer',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Widmer',
  'Wyss',
  'Graf',
  'Roth',
  'Favre',
  'Rochat',
  'Dubois',
  'Bonvin',
  'Rossi',
  'Bernasconi',
  'Ferrari',
  'Lombardi',
  'Bianchi',
  'Gashi',
  'Berisha',
  'Küng',
  'Suter',
  'Bühler',
  'Lüthi',
] as const;
const places = [
  { zip: '8001', city: 'Zürich', canton: 'ZH', street: 'Bahnhofstrasse', language: 'german' },
  { zip: '8400', city: 'Winterthur', canton: 'ZH', street: 'Marktgasse', language: 'german' },
  { zip: '3011', city: 'Bern', canton: 'BE', street: 'Kramgasse', language: 'german' },
  { zip: '4051', city: 'Basel', canton: 'BS', street: 'Freie Strasse', language: 'german' },
  { zip: '6003', city: 'Luzern', canton: 'LU', street: 'Pilatusstrasse', language: 'german' },
  { zip: '9000', city: 'St. Gallen', canton: 'SG', street: 'Multergasse', language: 'german' },
  { zip: '5600', city: 'Lenzburg', canton: 'AG', street: 'Rathausgasse', language: 'german' },
  { zip: '6300', city: 'Zug', canton: 'ZG', street: 'Baarerstrasse', language: 'german' },
  { zip: '1003', city: 'Lausanne', canton: 'VD', street: 'Rue de Bourg', language: 'french' },
  { zip: '1204', city: 'Genève', canton: 'GE', street: 'Rue du Rhône', language: 'french' },
  { zip: '2000', city: 'Neuchâtel', canton: 'NE', street: 'Rue du Seyon', language: 'french' },
  { zip: '6900', city: 'Lugano', canton: 'TI', street: 'Via Nassa', language: 'italian' },
  { zip: '6500', city: 'Bellinzona', canton: 'TI', street: 'Viale Stazione', language: 'italian' },
] as const;
const otherNationalities = ['DE', 'IT', 'FR', 'AT', 'PT', 'ES', 'GB', 'NL', 'XK', 'US'] as const;
const civilStatuses = ['single', 'married', 'divorced', 'widowed', 'partnership', 'dissolvedPartnership'] as const;

/** A valid AHV number: 756, nine random digits, and the EAN-13 check digit. */
export function generateAhvNumber(rng: Rng): string {
  let digits = '756';
  for (let i = 0; i < 9; i += 1) digits += String(rng.int(0, 9));
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  digits += String((10 - (sum % 10)) % 10);
  return `${digits.slice(0, 3)}.${digits.slice(3, 7)}.${digits.slice(7, 11)}.${digits.slice(11)}`;
}

export type PersonData = {
  /** the salutation code (docs/clients.md) */
  title: 'mr' | 'ms';
  gender: 'male' | 'female';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday: string;
  preferredLanguage: 'english' | 'german' | 'french' | 'italian';
  country: string;
  zip: string;
  city: string;
  street: string;
  houseNumber: string;
  addressLine2: string | null;
  nationalities: string[];
  taxDomicile: string;
  civilStatus: (typeof civilStatuses)[number];
  placeOfOrigin: string;
  ahvNumber: string;
};

/** Personal data of a Swiss-resident client; `index` keeps e-mails unique. */
export function generatePerson(rng: Rng, index: number, today: Date): PersonData {
  const gender = rng.chance(0.5) ? 'male' : 'female';
  const firstName = rng.pick(firstNames[gender]);
  const lastName = rng.pick(lastNames);
  const place = rng.pick(places);
  const age = rng.int(22, 78);
  const birthday = isoDate(addDays(today, -(age * 365 + rng.int(0, 364))));
  const local = `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const nationalities = rng.chance(0.8) ? ['CH'] : rng.chance(0.5) ? ['CH', rng.pick(otherNationalities)] : [rng.pick(otherNationalities)];
  return {
    title: gender === 'male' ? 'mr' : 'ms',
    gender,
    firstName,
    lastName,
    email: `${local}.${index}@client.example`,
    phone: `+41 7${rng.int(5, 9)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    birthday,
    preferredLanguage: rng.chance(0.1) ? 'english' : place.language,
    country: 'CH',
    zip: place.zip,
    city: place.city,
    street: place.street,
    houseNumber: String(rng.int(1, 120)),
    addressLine2: rng.chance(0.1) ? `c/o ${rng.pick(lastNames)}` : null,
    nationalities,
    taxDomicile: 'CH',
    civilStatus: rng.pick(civilStatuses),
    placeOfOrigin: rng.pick(places).city,
    ahvNumber: generateAhvNumber(rng),
  };
}

// ---- funnel ---------------------------------------------------------------------------------------

export const funnelColumns = ['invitedAt', 'registrationStartedAt', 'registeredAt', 'readyAt', 'firstInvestedAt'] as const;
export type FunnelTimestamps = {
  createdAt: Date;
  invitedAt: Date | null;
  registrationStartedAt: Date | null;
  registeredAt: Date | null;
  readyAt: Date | null;
  firstInvestedAt: Date | null;
};

/** How far through the funnel a client of each status has come (0 = added … 5 = invested). */
export function funnelDepthFor(status: ClientStatus, rng: Rng): number {
  switch (status) {
    case 'pending':
      return rng.pick([0, 1, 1, 2]);
    case 'profile_completed':
      return 3;
    case 'onboarded':
      return 4;
    case 'investing':
    case 'invested':
      return 5;
    case 'on_hold':
      return rng.pick([3, 4]);
    case 'blocked':
      return rng.pick([3, 5]);
    case 'rejected':
      return rng.pick([2, 3]);
  }
}

/**
 * Timestamps of the funnel up to `depth`. The last stage reached was entered `stuckDays` before today
 * (a stuck client has more than 14); an invested client's history may reach back `maxAgeDays`.
 */
export function generateFunnel(rng: Rng, today: Date, depth: number, options: { stuckDays: number; maxAgeDays: number }): FunnelTimestamps {
  const gaps = [rng.int(0, 10), rng.int(1, 14), rng.int(1, 20), rng.int(1, 15), rng.int(1, 20)].slice(0, depth);
  const span = gaps.reduce((a, b) => a + b, 0);
  const lastStageDaysAgo = depth === 5 ? rng.int(20, Math.max(21, options.maxAgeDays - span)) : options.stuckDays;
  const created = addDays(today, -(lastStageDaysAgo + span));
  const result: FunnelTimestamps = {
    createdAt: atHour(created, rng.int(7, 17), rng.int(0, 59)),
    invitedAt: null,
    registrationStartedAt: null,
    registeredAt: null,
    readyAt: null,
    firstInvestedAt: null,
  };
  let day = created;
  gaps.forEach((gap, index) => {
    day = addDays(day, gap);
    result[funnelColumns[index]!] = atHour(day, rng.int(7, 17), rng.int(0, 59));
  });
  return result;
}

// ---- services, cash flows and valuations ----------------------------------------------------------

export const THIRD_PILLAR_MAX_CONTRIBUTION = 7258;

export type GeneratedCashFlow = { date: string; amount: number; kind: CashFlowKind };
export type GeneratedContribution = { year: number; amount: number; paidOn: string };
export type GeneratedSeries = {
  valuations: { date: string; value: string }[];
  cashFlows: GeneratedCashFlow[];
  contributions: GeneratedContribution[];
};

const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

/** Daily volatility and drift per kind: cash does not move, crypto moves a lot. */
const marketOf: Record<ServiceProduct, { drift: number; volatility: number }> = {
  wealth_management: { drift: 0.00022, volatility: 0.006 },
  vested_benefits: { drift: 0.00012, volatility: 0.003 },
  third_pillar: { drift: 0.00018, volatility: 0.005 },
  private_markets: { drift: 0.0003, volatility: 0.004 },
  crypto: { drift: 0.0006, volatility: 0.035 },
  bank_account: { drift: 0, volatility: 0 },
};

/**
 * Two years (or less) of daily values of one service. Each day, value(t) = value(t-1)·(1 + r_t) + cash flows(t),
 * in whole cents; r_t is a market random walk (no move at weekends). Cash flows: the first deposit, occasional
 * further deposits and withdrawals, a quarterly fee; a third_pillar service gets one yearly contribution, except
 * (with `openThisYear`) in the current year.
 */
export function generateServiceSeries(
  rng: Rng,
  options: { kind: ServiceProduct; start: Date; today: Date; initialDeposit: number; openThisYear?: boolean },
): GeneratedSeries {
  const { kind, start, today } = options;
  const market = marketOf[kind];
  const valuations: GeneratedSeries['valuations'] = [];
  const cashFlows: GeneratedCashFlow[] = [];
  const contributions: GeneratedContribution[] = [];
  const days = daysBetween(start, today);

  // the day of each year's pillar 3a contribution
  const contributionDay = new Map<number, string>();
  if (kind === 'third_pillar') {
    for (let year = start.getUTCFullYear(); year <= today.getUTCFullYear(); year += 1) {
      if (year === today.getUTCFullYear() && options.openThisYear) continue;
      const earliest = year === start.getUTCFullYear() ? addDays(start, 1) : new Date(Date.UTC(year, 0, 2));
      const latest = year === today.getUTCFullYear() ? today : new Date(Date.UTC(year, 11, 28));
      if (earliest > latest) continue;
      contributionDay.set(year, isoDate(addDays(earliest, rng.int(0, daysBetween(earliest, latest)))));
    }
  }

  let value = 0;
  for (let i = 0; i <= days; i += 1) {
    const day = addDays(start, i);
    const date = isoDate(day);
    const r = i === 0 || isWeekend(day) || market.volatility === 0 ? 0 : rng.normal(market.drift, market.volatility);
    let flow = 0;
    const add = (amount: number, flowKind: CashFlowKind) => {
      const amountCents = cents(amount);
      if (amountCents === 0) return;
      flow += amountCents;
      cashFlows.push({ date, amount: amountCents / 100, kind: flowKind });
    };
    if (i === 0) add(options.initialDeposit, 'deposit');
    else if (kind === 'third_pillar') {
      const year = day.getUTCFullYear();
      if (contributionDay.get(year) === date) {
        const amount = rng.chance(0.7) ? THIRD_PILLAR_MAX_CONTRIBUTION : rng.int(1000, THIRD_PILLAR_MAX_CONTRIBUTION);
        add(amount, 'deposit');
        contributions.push({ year, amount, paidOn: date });
      }
    } else if (!isWeekend(day)) {
      if (rng.chance(0.004)) add(Math.round(rng.logUniform(5000, Math.max(10000, options.initialDeposit * 0.3)) / 100) * 100, 'deposit');
      else if (rng.chance(0.0015) && value > 50_000_00) add(-Math.round((value / 100) * rng.float(0.05, 0.2)), 'withdrawal');
    }
    // fees at the end of each quarter, 0.15 % of the value
    const isQuarterEnd = day.getUTCDate() === 1 && day.getUTCMonth() % 3 === 0 && i > 0 && kind !== 'bank_account';
    if (isQuarterEnd) add(-Math.round(value * 0.0015) / 100, 'fee');

    value = Math.round(value * (1 + r)) + flow;
    if (value < 0) value = 0;
    valuations.push({ date, value: fromCents(value) });
  }
  // the first deposit of the third pillar is its first contribution
  if (kind === 'third_pillar')
    contributions.unshift({ year: start.getUTCFullYear(), amount: options.initialDeposit, paidOn: isoDate(start) });
  return { valuations, cashFlows, contributions: dedupeContributions(contributions) };
}

/** One contribution row per year (the table's key): the same year's amounts are added up. */
function dedupeContributions(list: GeneratedContribution[]): GeneratedContribution[] {
  const byYear = new Map<number, GeneratedContribution>();
  for (const item of list) {
    const existing = byYear.get(item.year);
    if (existing) existing.amount = Math.round((existing.amount + item.amount) * 100) / 100;
    else byYear.set(item.year, { ...item });
  }
  return [...byYear.values()];
}

// ---- reference data -------------------------------------------------------------------------------

/** Daily CHF per EUR and per USD as a gentle random walk ending near today's levels. */
export function generateExchangeRates(rng: Rng, from: Date, today: Date) {
  const rows: { date: string; currency: 'EUR' | 'USD'; chfPerUnit: string }[] = [];
  let eur = 0.955;
  let usd = 0.885;
  for (let day = from; day <= today; day = addDays(day, 1)) {
    if (!isWeekend(day)) {
      eur *= 1 + rng.normal(-0.00004, 0.0025);
      usd *= 1 + rng.normal(-0.00012, 0.004);
    }
    rows.push({ date: isoDate(day), currency: 'EUR', chfPerUnit: eur.toFixed(6) });
    rows.push({ date: isoDate(day), currency: 'USD', chfPerUnit: usd.toFixed(6) });
  }
  return rows;
}

/** The first business day of each month from `monthsBack` months ago to `monthsAhead` months ahead. */
export function generateInvestmentDates(today: Date, monthsBack: number, monthsAhead: number): string[] {
  const dates: string[] = [];
  for (let offset = -monthsBack; offset <= monthsAhead; offset += 1) {
    const month = today.getUTCMonth() + offset;
    dates.push(isoDate(firstBusinessDayOfMonth(today.getUTCFullYear() + Math.floor(month / 12), ((month % 12) + 12) % 12)));
  }
  return dates;
}

/** Splits rows into batches for multi-row inserts (PostgreSQL takes at most 65,535 parameters). */
export function chunk<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
