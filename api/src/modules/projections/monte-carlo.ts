import type { ProjectionPoint } from '@portal/shared/contracts';

export type ProjectionInput = {
  initialAmount: number;
  monthlyContribution: number;
  years: number;
  /** expected yearly return (arithmetic mean of the yearly growth factor minus one), e.g. 0.045 */
  expectedReturn: number;
  /** yearly volatility of the log return, e.g. 0.09 */
  volatility: number;
  paths: number;
  seed: number;
};

/**
 * The model, monthly: each month the value grows by exp(a + s·Z) with Z standard normal, then the contribution is
 * paid in. s = σ/√12 and a = ln(1+μ)/12 − s²/2, so that the expected growth of a year is exactly 1+μ and, without
 * contributions, the value after n months is lognormal with median V₀·exp(n·a) (the closed form the tests check).
 */
export function monthlyParameters(expectedReturn: number, volatility: number) {
  const s = volatility / Math.sqrt(12);
  const a = Math.log1p(expectedReturn) / 12 - (s * s) / 2;
  return { a, s };
}

/** A 32-bit hash (FNV-1a) of the inputs: the same inputs give the same seed, so the same answer. */
export function seedOf(parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** xoshiro128** (Blackman and Vigna): small, fast and good enough for a simulation; seeded through splitmix32. */
export function createGenerator(seed: number) {
  let x = seed >>> 0;
  const splitmix = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let s0 = splitmix();
  let s1 = splitmix();
  let s2 = splitmix();
  let s3 = splitmix();
  const next = () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  /** uniform in (0, 1), never 0 (the logarithm of Box–Muller) */
  const uniform = () => (next() + 0.5) / 4294967296;
  let spare = 0;
  let hasSpare = false;
  /** standard normal (Marsaglia's polar method, both values used; no trigonometry, so fast) */
  const normal = () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    let u = 0;
    let v = 0;
    let q = 0;
    do {
      u = 2 * uniform() - 1;
      v = 2 * uniform() - 1;
      q = u * u + v * v;
    } while (q >= 1 || q === 0);
    const factor = Math.sqrt((-2 * Math.log(q)) / q);
    spare = v * factor;
    hasSpare = true;
    return u * factor;
  };
  /** fills `buffer` with standard normals */
  const fillNormal = (buffer: Float64Array) => {
    for (let i = 0; i < buffer.length; i += 1) buffer[i] = normal();
  };
  return { next, uniform, normal, fillNormal };
}

function rotl(value: number, bits: number) {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}

/** Linear interpolation between the closest ranks (the "type 7" quantile) of sorted values. */
export function quantile(sorted: Float64Array, p: number): number {
  const position = (sorted.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Year 0 (today) to the horizon: the total paid in and the 10/25/50/75/90 percentiles of the simulated values. */
export function simulate(input: ProjectionInput): ProjectionPoint[] {
  const { a, s } = monthlyParameters(input.expectedReturn, input.volatility);
  const random = createGenerator(input.seed);
  const values = new Float64Array(input.paths).fill(input.initialAmount);
  const sorted = new Float64Array(input.paths);
  const shocks = new Float64Array(input.paths);
  const { paths, monthlyContribution: contribution } = input;
  const points: ProjectionPoint[] = [
    {
      year: 0,
      paid_in: round(input.initialAmount),
      p10: round(input.initialAmount),
      p25: round(input.initialAmount),
      p50: round(input.initialAmount),
      p75: round(input.initialAmount),
      p90: round(input.initialAmount),
    },
  ];
  for (let year = 1; year <= input.years; year += 1) {
    for (let month = 0; month < 12; month += 1) {
      random.fillNormal(shocks);
      for (let path = 0; path < paths; path += 1) {
        values[path] = values[path]! * Math.exp(a + s * shocks[path]!) + contribution;
      }
    }
    sorted.set(values);
    sorted.sort();
    points.push({
      year,
      paid_in: round(input.initialAmount + input.monthlyContribution * 12 * year),
      p10: round(quantile(sorted, 0.1)),
      p25: round(quantile(sorted, 0.25)),
      p50: round(quantile(sorted, 0.5)),
      p75: round(quantile(sorted, 0.75)),
      p90: round(quantile(sorted, 0.9)),
    });
  }
  return points;
}
