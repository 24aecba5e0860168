import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from './index';
import type { DatabaseHandle } from './client';
import { and, isNull } from 'drizzle-orm';
import { custodians, dailyAum, partnerCompanies, partnerUsers, scheduledDowntimes, serviceValuations, strategies } from './schema';
import { custodianData, operatorSeed, strategyAllocations } from '../seed/content';
import { DEMO_PASSWORD, SEED, seed, seedOperator, seedReferenceData } from '../seed';
import { hashPassword } from '../lib/passwords';
import { refreshAllDailyAum } from '../modules/statistics/daily-aum';
import { seedTools } from '../seed/tools';
import { seedAnalysisStatements } from '../seed/statements';
import { openUploadStore } from '../plugins/upload-store';
import { importStreetSample } from '../modules/onboarding/streets';

/**
 * DEMO_DOWNTIME switches the seeded downtime (the first one) on, upcoming or ongoing relative to now;
 * without it the seeded downtime stays off.
 */
export async function applyDemoDowntime(db: Database, mode: Config['demoDowntime'], now = new Date()): Promise<void> {
  const [first] = await db.select().from(scheduledDowntimes).orderBy(asc(scheduledDowntimes.id)).limit(1);
  if (!first) return;
  const hour = 60 * 60 * 1000;
  if (mode === 'upcoming') {
    const start = new Date(now.getTime() + 2 * 24 * hour);
    await db
      .update(scheduledDowntimes)
      .set({ active: true, startTime: start, endTime: new Date(start.getTime() + 4 * hour) })
      .where(eq(scheduledDowntimes.id, first.id));
  } else if (mode === 'ongoing') {
    await db
      .update(scheduledDowntimes)
      .set({ active: true, startTime: new Date(now.getTime() - hour), endTime: new Date(now.getTime() + 3 * hour) })
      .where(eq(scheduledDowntimes.id, first.id));
  } else {
    await db.update(scheduledDowntimes).set({ active: false }).where(eq(scheduledDowntimes.id, first.id));
  }
}

/** A database seeded before `daily_aum` existed gets its rows once. */
async function fillDailyAum(db: Database): Promise<void> {
  const [aggregated] = await db.select({ id: dailyAum.id }).from(dailyAum).limit(1);
  if (aggregated) return;
  const [valued] = await db.select({ id: serviceValuations.serviceId }).from(serviceValuations).limit(1);
  if (valued) await db.transaction((tx) => refreshAllDailyAum(tx));
}

/**
 * A database seeded before the payment slips and the portfolio overview existed gets the custodians' QR-IBANs and
 * addresses and the strategies' allocations once (reference data, in every deployment).
 */
async function fillClientReferenceData(db: Database): Promise<void> {
  for (const custodian of custodianData) {
    if (!custodian.qrIban) continue;
    const { name: _name, customCustodian: _custom, bankCode, ...creditor } = custodian;
    await db
      .update(custodians)
      .set(creditor)
      .where(and(eq(custodians.bankCode, bankCode), isNull(custodians.qrIban)));
  }
  for (const [name, allocation] of Object.entries(strategyAllocations)) {
    await db
      .update(strategies)
      .set({ allocation })
      .where(and(eq(strategies.name, name), isNull(strategies.allocation)));
  }
}

/** A demo database made before the operator existed gets the demo operator once (SEED_DEMO only). */
async function fillDemoOperator(db: Database): Promise<void> {
  const [operator] = await db.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.email, operatorSeed.email)).limit(1);
  const [first] = await db.select({ id: partnerCompanies.id }).from(partnerCompanies).orderBy(asc(partnerCompanies.id)).limit(1);
  if (!operator && first) await seedOperator(db, first.id, await hashPassword(DEMO_PASSWORD));
}

/**
 * Start-up: migrations, the reference data every deployment needs (custodians, strategies, the street sample) and,
 * only when `SEED_DEMO=1` asks for it (`npm start`, the test runner), the demo data on an empty database. A deployment
 * starts with no user at all: its first users are invited with `npm run users:invite` (docs/operations.md).
 */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<{ seeded: boolean }> {
  await handle.migrate(config.migrationsDir);
  const uploads = await openUploadStore(config);
  // Several API instances may start on one empty PostgreSQL database: the lock lets one seed, the others wait and see
  // the data (all or nothing: the seed runs in the transaction).
  const seeded = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED})`);
    if (config.seedDemo) {
      const [row] = await tx.select({ n: count() }).from(partnerCompanies);
      if ((row?.n ?? 0) > 0) return false;
      await seed(tx, { uploads });
      return true;
    }
    const [custodian] = await tx.select({ id: custodians.id }).from(custodians).limit(1);
    if (!custodian) await seedReferenceData(tx);
    return false;
  });
  if (!seeded) {
    await fillDailyAum(handle.db);
    await fillClientReferenceData(handle.db);
    if (config.seedDemo) {
      // a demo database seeded before the tools existed gets their demo data once
      await seedTools(handle.db, new Date());
      await seedAnalysisStatements(handle.db, uploads, new Date());
      await fillDemoOperator(handle.db);
    }
  }
  await importStreetSample(handle.db, join(config.migrationsDir, '..', 'data', 'streets-sample.csv'));
  await applyDemoDowntime(handle.db, config.demoDowntime);
  return { seeded };
}
