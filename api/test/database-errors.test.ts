import { createServer, type AddressInfo } from 'node:net';
import { describeConnectionError, openDatabase } from '../src/db/client';

// A wrong DATABASE_URL is told by its cause in one line, not as `Failed query: CREATE SCHEMA ...`.

// npm test's unit pass sets TEST_DATABASE_URL to '' (PGlite only): empty counts as unset
const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A port on which nothing listens: taken from the system, then closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a wrong DATABASE_URL', () => {
  it('says connection refused for a closed port', async () => {
    const port = await closedPort();
    await expect(openDatabase({ databaseUrl: `postgres://postgres:secret@127.0.0.1:${port}/portal` })).rejects.toThrow(
      `DATABASE_URL postgres://postgres:***@127.0.0.1:${port}/portal: connection refused: no PostgreSQL server listens on 127.0.0.1:${port}.`,
    );
  });

  it('says the database does not exist', async () => {
    const url = new URL(server);
    url.pathname = '/portal_no_such_database';
    await expect(openDatabase({ databaseUrl: url.toString() })).rejects.toThrow(/the database "portal_no_such_database" does not exist/);
  });

  it('says authentication failed for an unknown role', async () => {
    const url = new URL(server);
    url.username = 'portal_no_such_role';
    await expect(openDatabase({ databaseUrl: url.toString() })).rejects.toThrow(/authentication failed for user "portal_no_such_role"/);
  });

  it('says authentication failed for a wrong password (the server answers 28P01)', () => {
    // the test server trusts local connections, so PostgreSQL's answer to a wrong password is given here
    const answer = Object.assign(new Error('password authentication failed for user "portal"'), { code: '28P01' });
    expect(describeConnectionError(answer, 'postgres://portal:wrong@db.example:5433/portal')).toBe(
      'DATABASE_URL postgres://portal:***@db.example:5433/portal: authentication failed for user "portal": wrong password.',
    );
  });
});
