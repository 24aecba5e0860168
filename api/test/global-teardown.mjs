// After the API suite: the run's prepared demo database goes (its folder, and its template on PostgreSQL).
import { rmSync } from 'node:fs';
import postgres from 'postgres';

export default async function globalTeardown() {
  const { PORTAL_TEST_PREPARED: folder, PORTAL_TEST_TEMPLATE: template, TEST_DATABASE_URL: serverUrl } = process.env;
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (!serverUrl || !template) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
