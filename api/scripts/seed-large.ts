/**
 * `npm run seed:large`: adds the partner company of the benchmarks, with `large@partner.example` (password
 * Partner-2026) among ten advisers, 10,000 clients and two years of daily valuations, to the database of the
 * configuration (DATA_DIR or DATABASE_URL). Runs the demo seed first on an empty database. `--reset` replaces an
 * earlier large company. Stop the portal first when it runs on the embedded database (it holds the lock).
 */
import { eq, sql } from 'drizzle-orm';
import { visibleModuleNames } from '@portal/shared/contracts';
import { pgliteDirOf } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import * as s from '../src/db/schema';
import { prepareDatabase } from '../src/db/prepare';
import { hashPassword } from '../src/lib/passwords';
import { refreshDailyAum } from '../src/modules/statistics/daily-aum';
import {
  addDays,
  createRng,
  DEMO_PASSWORD,
  isoDate,
  loadReferenceIds,
  seedAdvisers,
  seedCompanyClients,
  utcToday,
  type AdviserSeed,
} from '../src/seed';

const EMAIL = 'large@partner.example';
const COMPANY = 'Gotthard Vermögenspartner AG';
const CLIENTS = Number(process.env.LARGE_CLIENTS ?? 10_000);

const names: [string, string][] = [
  ['Lena', 'Gross'],
  ['Jonas', 'Meier'],
  ['Sara', 'Widmer'],
  ['Luca', 'Ferrari'],
  ['Chloé', 'Martin'],
  ['David', 'Schmid'],
  ['Anna', 'Huber'],
  ['Noah', 'Frei'],
  ['Mia', 'Baumann'],
];
const advisers: AdviserSeed[] = [
  {
    email: EMAIL,
    firstName: 'Patrick',
    lastName: 'Large',
    modules: [...visibleModuleNames],
    fidlegCertified: true,
    canSeeCompanyStatistics: true,
    weight: 0.2,
  },
  ...names.map(([firstName, lastName], index): AdviserSeed => ({
    email: `adviser${index + 1}@large-partner.example`,
    firstName,
    lastName,
    modules: [...visibleModuleNames],
    fidlegCertified: true,
    canSeeCompanyStatistics: index % 2 === 0,
    weight: 0.8 / names.length,
  })),
];

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
try {
  const started = Date.now();
  // the demo company first on an empty database, as `npm start` seeds it: the benchmarks compare the two
  await prepareDatabase(database, { ...config, seedDemo: true });
  const { db } = database;
  const [existing] = await db.select().from(s.partnerUsers).where(eq(s.partnerUsers.email, EMAIL));
  if (existing && !process.argv.includes('--reset')) {
    console.log(`${EMAIL} exists already (company ${existing.partnerCompanyId}); --reset replaces it.`);
  } else {
    if (existing) await db.delete(s.partnerCompanies).where(eq(s.partnerCompanies.id, existing.partnerCompanyId));
    const today = utcToday();
    const [company] = await db.insert(s.partnerCompanies).values({ name: COMPANY }).returning();
    const users = await seedAdvisers(db, company!.id, advisers, await hashPassword(DEMO_PASSWORD));
    const refs = await loadReferenceIds(db);
    console.log(`› ${CLIENTS} clients with two years of daily valuations for ${COMPANY} …`);
    const result = await seedCompanyClients(db, createRng(4242), {
      companyId: company!.id,
      advisers: users,
      count: CLIENTS,
      today,
      refs,
      emailOffset: 100_000,
    });
    await db.transaction((tx) => refreshDailyAum(tx, company!.id));
    // fresh statistics for the planner and a visibility map for index-only scans of the day's valuations
    await db.execute(sql`VACUUM ANALYZE`);
    const large = users.find((user) => user.email === EMAIL)!;
    await db.insert(s.aumTargets).values([
      { partnerUserId: large.id, amount: '50000000.00', targetDate: isoDate(addDays(today, -60)), createdAt: addDays(today, -500) },
      { partnerUserId: large.id, amount: '2000000000.00', targetDate: isoDate(addDays(today, 365)) },
    ]);
    console.log(
      `Seeded ${database.kind} in ${((Date.now() - started) / 1000).toFixed(0)} s: ${result.clientIds.length} clients, ` +
        `${result.serviceCount} services, ${result.valuationCount} valuations. Sign in as ${EMAIL} / ${DEMO_PASSWORD}.`,
    );
  }
} finally {
  await database.close();
}
