/**
 * `npm run adjustments:process` (or `pnpm --filter @portal/api adjustments:process`): plays the wealth manager's side
 * of the custom portfolios, which is not in this portal: every pending weight adjustment is approved, overwritten or
 * rejected (src/ops/weight-adjustments.ts) and the adviser is notified.
 */
import { runCommand } from './command';
import { processPendingAdjustments } from './weight-adjustments';

await runCommand(
  () => undefined,
  async (_input, { db }) => {
    const done = await processPendingAdjustments(db, new Date());
    console.log(
      done.length ? done.map((entry) => `weight adjustment ${entry.id}: ${entry.status}`).join('\n') : 'no pending weight adjustments',
    );
  },
);
