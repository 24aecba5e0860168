/**
 * The tax data of one year (api/data/ch-tax-<year>/, README there): read once, indexed for the engine. Reading the
 * files is the only I/O of the tax module; `indexTaxData` and the engine (engine.ts) are pure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFormula, type Formula } from './formula';

export type TaxType = 'EINKOMMENSSTEUER' | 'VERMOEGENSSTEUER' | 'VORSORGESTEUER';
export type TableType = 'BUND' | 'ZUERICH' | 'FREIBURG' | 'FLATTAX' | 'FORMEL';
export type TariffGroup = 'VERHEIRATET' | 'LEDIG_MIT_KINDER' | 'LEDIG_ALLEINE' | 'LEDIG_OHNE_KINDER' | 'LEDIG_KONKUBINAT';

type RawRow = { Formula: string; Taxes: number; Percent: number; Amount: number };
type RawLocation = { BfsID: number; BfsName: string; Canton: string; CantonID: number };
type RawTariff = {
  TaxType: TaxType;
  Group: string;
  Target: 'BUND' | 'KANTON' | 'GEMEINDE';
  Splitting: number;
  TableType: TableType;
  Table: RawRow[];
  Location: RawLocation;
};
type RawFactors = {
  Location: RawLocation;
  IncomeRateCanton: number;
  IncomeRateCity: number;
  IncomeRateProtestant: number;
  IncomeRateRoman: number;
  IncomeRateChrist: number;
  FortuneRateCanton: number;
  FortuneRateCity: number;
  FortuneRateProtestant: number;
  FortuneRateRoman: number;
  FortuneRateChrist: number;
};

export type TariffRow = { amount: number; taxes: number; percent: number; formula?: Formula };
export type Tariff = {
  taxType: TaxType;
  target: 'BUND' | 'KANTON' | 'GEMEINDE';
  /** how the rows read: a `ZUERICH` table with `Taxes` above zero reads as `BUND` (docs/taxes.md) */
  reading: TableType;
  groups: readonly string[];
  splitting: number;
  rows: TariffRow[];
};

/** Multipliers in %, as in factors.json. */
export type Rates = { canton: number; city: number; reformed: number; romanCatholic: number; christCatholic: number };
export type Municipality = { bfs: number; name: string; canton: string; income: Rates; wealth: Rates };

export type WithdrawalRule = {
  kind: 'income-fraction' | 'annuity-rate' | 'own-tariff';
  factor?: number;
  tariff?: 'EINKOMMENSSTEUER' | 'VORSORGESTEUER';
  annuity?: number;
  minRate?: number;
  maxRate?: number;
  churchRate?: number;
};

export type TaxData = {
  year: number;
  municipalities: Map<number, Municipality>;
  /** tariffs by `<target>:<canton>:<tax type>`, in the data's order (federal ones under `BUND::<tax type>`) */
  tariffs: Map<string, Tariff[]>;
  withdrawalRules: Record<string, WithdrawalRule>;
  cantons: string[];
};

export const tariffKey = (target: Tariff['target'], canton: string, taxType: TaxType) =>
  `${target}:${target === 'BUND' ? '' : canton}:${taxType}`;

const rates = (f: RawFactors, kind: 'Income' | 'Fortune'): Rates => ({
  canton: f[`${kind}RateCanton`],
  city: f[`${kind}RateCity`],
  reformed: f[`${kind}RateProtestant`],
  romanCatholic: f[`${kind}RateRoman`],
  christCatholic: f[`${kind}RateChrist`],
});

/** Builds the engine's index from the parsed files (pure; formulas are parsed here, once). */
export function indexTaxData(
  year: number,
  raw: { tariffs: RawTariff[]; factors: RawFactors[]; withdrawalRules: Record<string, WithdrawalRule> },
): TaxData {
  const tariffs = new Map<string, Tariff[]>();
  for (const t of raw.tariffs) {
    const key = tariffKey(t.Target, t.Location.Canton, t.TaxType);
    // the federal tariffs are repeated under every canton, identical: the first copy is kept
    if (t.Target === 'BUND' && tariffs.get(key)?.some((known) => known.groups.join() === t.Group)) continue;
    const reading: TableType = t.TableType === 'ZUERICH' && t.Table.some((row) => row.Taxes > 0) ? 'BUND' : t.TableType;
    const list = tariffs.get(key) ?? [];
    list.push({
      taxType: t.TaxType,
      target: t.Target,
      reading,
      groups: t.Group.split(','),
      // the federal tax knows no splitting (its married tariff is a table of its own); one copy says 1.9
      splitting: t.Target === 'BUND' ? 0 : t.Splitting,
      rows: t.Table.map((row) => ({
        amount: row.Amount,
        taxes: row.Taxes,
        percent: row.Percent,
        ...(row.Formula ? { formula: parseFormula(row.Formula) } : {}),
      })),
    });
    tariffs.set(key, list);
  }
  const municipalities = new Map<number, Municipality>();
  for (const f of raw.factors) {
    municipalities.set(f.Location.BfsID, {
      bfs: f.Location.BfsID,
      name: f.Location.BfsName,
      canton: f.Location.Canton,
      income: rates(f, 'Income'),
      wealth: rates(f, 'Fortune'),
    });
  }
  const cantons = [...new Set([...municipalities.values()].map((m) => m.canton))].sort();
  return { year, municipalities, tariffs, withdrawalRules: raw.withdrawalRules, cantons };
}

const cache = new Map<string, TaxData>();

/** The data of `year` from `<dataDir>/ch-tax-<year>/`, read once per process; throws when the year has no folder. */
export function loadTaxData(dataDir: string, year: number): TaxData {
  const folder = join(dataDir, `ch-tax-${year}`);
  const known = cache.get(folder);
  if (known) return known;
  const read = <T>(file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as T;
  const data = indexTaxData(year, {
    tariffs: read<RawTariff[]>('tariffs.json'),
    factors: read<RawFactors[]>('factors.json'),
    withdrawalRules: read<Record<string, WithdrawalRule>>('withdrawal-rules.json'),
  });
  cache.set(folder, data);
  return data;
}
