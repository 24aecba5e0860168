import { asc, isNotNull } from 'drizzle-orm';
import type { DeviceOperatingSystem } from '@portal/shared/contracts';
import { DEFAULT_CURRENT_APP_VERSION } from '../config';
import type { Database } from '../db';
import { clientDevices, clients, type NewClientDevice } from '../db/schema';
import { addDays, daysBetween } from './dates';
import { chunk } from './generators';
import { createRng } from './random';

const models: Record<DeviceOperatingSystem, readonly string[]> = {
  ios: ['iPhone 15 Pro', 'iPhone 14', 'iPhone 13 mini', 'iPhone SE (3rd generation)', 'iPad Air (5th generation)'],
  android: ['Samsung Galaxy S24', 'Samsung Galaxy A54', 'Google Pixel 8', 'Fairphone 5', 'Xiaomi 13T'],
};

/** Versions released before the default current one, so that a device with one of them shows as outdated. */
const olderVersions = ['3.3.2', '3.1.0', '2.9.5'] as const;

/**
 * The app devices of the clients who registered in the app: most have one, some two (a phone and a tablet), some
 * none; about a third run an older app version. A generator of its own, so the rest of the demo data stays as drawn.
 */
export async function seedClientDevices(db: Database, today: Date): Promise<number> {
  const rng = createRng(20_260_311);
  const registered = await db
    .select({ id: clients.id, registeredAt: clients.registeredAt })
    .from(clients)
    .where(isNotNull(clients.registeredAt))
    .orderBy(asc(clients.id));
  const rows: NewClientDevice[] = [];
  for (const client of registered) {
    const count = rng.pick([0, 1, 1, 1, 2]);
    for (let i = 0; i < count; i += 1) {
      const os: DeviceOperatingSystem = rng.chance(0.6) ? 'ios' : 'android';
      const outdated = rng.chance(0.35);
      const sinceRegistration = Math.max(0, daysBetween(client.registeredAt!, today));
      // an outdated app is one the client has not opened for a while
      const daysAgo = outdated ? rng.int(Math.min(30, sinceRegistration), sinceRegistration) : rng.int(0, Math.min(14, sinceRegistration));
      rows.push({
        clientId: client.id,
        model: rng.pick(models[os]),
        os,
        appVersion: outdated ? rng.pick(olderVersions) : DEFAULT_CURRENT_APP_VERSION,
        lastUsedAt: addDays(today, -daysAgo),
        createdAt: client.registeredAt!,
      });
    }
  }
  for (const batch of chunk(rows, 500)) await db.insert(clientDevices).values(batch);
  return rows.length;
}
