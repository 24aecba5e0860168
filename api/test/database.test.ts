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
