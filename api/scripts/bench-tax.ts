/**
 * `pnpm --filter @portal/api exec tsx scripts/bench-tax.ts`: the tax engine for one household in all 2,132
 * municipalities (income tax and the saving of a 3a contribution: three calculations each), median and worst of
 * 20 rounds after 3 for warming up (issue 31 aims at under 50 ms). A figure, not a test: docs/taxes.md.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadTaxData } from '../src/modules/tax/data';
import { deductionSaving, incomeTax } from '../src/modules/tax/engine';

const data = loadTaxData(join(dirname(fileURLToPath(import.meta.url)), '..', 'data'), 2025);
const household = { married: true, children: 2 };
const municipalities = [...data.municipalities.keys()];

function round(): number {
  let sum = 0;
  for (const bfs of municipalities) {
    const input = { bfs, household, confession: 'roman_catholic' as const };
    sum += incomeTax(data, input, 120_000).total + deductionSaving(data, input, 120_000, 7258);
  }
  return sum;
}

for (let i = 0; i < 3; i++) round();
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const start = performance.now();
  round();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `tax: one household in ${municipalities.length} municipalities (income tax + 3a saving): median ${times[10]!.toFixed(1)} ms, worst ${times[19]!.toFixed(1)} ms`,
);
