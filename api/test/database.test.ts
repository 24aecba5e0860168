import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3001, host: '127.0.0.1', accessTokenTtl: 900, databaseUrl: undefined, smtpUrl: undefined });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(existsSync(join(config.migrationsDir, 'meta', '_journal.json'))).toBe(true);
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO_DOWNTIME: 'soon' })).toThrow(/PORT[\s\S]*DEMO_DOWNTIME|DEMO_DOWNTIME[\s\S]*PORT/);
  });
});

describe('embedded database', () => {
  it('lets one process at a time use a data folder, and frees it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-'));
    try {
      const first = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      // the lock holds a live pid: a second opener (here a pretend other process) is refused with a clear message
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid));
      await expect(openDatabase({ pgliteDir: join(dataDir, 'pglite') })).rejects.toThrow(/in use by process/);
      writeFileSync(join(dataDir, 'pglite.lock'), String(process.pid));
      await first.close();
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
      // a lock left by a process that is gone is taken over
      writeFileSync(join(dataDir, 'pglite.lock'), '999999999');
      const again = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Two API instances starting together on one empty PostgreSQL database (the scaled-out shape of docker-compose.yml).
const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('first start on PostgreSQL', () => {
  it('seeds once when two instances prepare the same empty database at the same time', async () => {
    const { randomBytes } = await import('node:crypto');
    const postgres = (await import('postgres')).default;
    const { prepareDatabase } = await import('../src/db/prepare');
    const { count } = await import('drizzle-orm');
    const { partnerUsers } = await import('../src/db/schema');
    const name = `portal_race_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '1' });
    const [a, b] = [await openDatabase({ databaseUrl: url.toString() }), await openDatabase({ databaseUrl: url.toString() })];
    try {
      // migrations first (as the image's start does), then both seed checks race
      await a.migrate(config.migrationsDir);
      const results = await Promise.all([prepareDatabase(a, config), prepareDatabase(b, config)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await a.db.select({ n: count() }).from(partnerUsers);
      const { alpenAdvisers, secondCompanyAdvisers } = await import('../src/seed');
      // every adviser of both demo companies and the one operator, once
      expect(row!.n).toBe(alpenAdvisers.length + secondCompanyAdvisers.length + 1);
    } finally {
      await a.close();
      await b.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
