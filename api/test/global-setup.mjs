// Before the API suite: where this run keeps its prepared demo database (test/helpers.ts), named to the workers
// through the environment: a folder for the PGlite dump, and the template's name on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  process.env.PORTAL_TEST_PREPARED = mkdtempSync(path.join(os.tmpdir(), 'portal-prepared-'));
  process.env.PORTAL_TEST_TEMPLATE = `portal_prepared_${randomBytes(6).toString('hex')}`;
}
