import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrationFiles as files, runMigration as run } from './migrations';

// Migration 0022 turns the words older rows hold into codes (docs/clients.md): the salutation in any of the four
// languages becomes mr/ms, and a transaction description that only repeats its kind in German becomes none.

it('stores salutations as codes and drops descriptions that only name the kind', async () => {
  // migration 0020 creates pg_trgm
  const db = await PGlite.create({ extensions: { pg_trgm } });
  for (const file of files.filter((name) => name < '0022')) await run(db, file);
  await db.exec(`
    INSERT INTO partner_companies (name) VALUES ('Alpen Finanz AG');
    INSERT INTO clients (partner_company_id, first_name, last_name, title) VALUES
      (1, 'Reto', 'Zürcher-Gasser', 'Herr'), (1, 'Anna', 'Muster', 'Frau'), (1, 'Paul', 'Keller', 'mr'),
      (1, 'Lea', 'Brunner', 'Ms.'), (1, 'Luc', 'Favre', 'Monsieur'), (1, 'Chiara', 'Rossi', 'Signora'),
      (1, 'Max', 'Dr', 'Dr.'), (1, 'Eva', 'Leer', NULL);
    INSERT INTO services (client_id, kind) VALUES (1, 'wealth_management');
    INSERT INTO transactions (service_id, date, kind, description, amount) VALUES
      (1, '2025-01-02', 'deposit', 'Einzahlung', 1000), (1, '2025-02-01', 'fee', 'Verwaltungsgebühr', -10),
      (1, '2025-03-01', 'fee', 'Verwaltungsgebühr Q1', -12), (1, '2025-04-01', 'withdrawal', 'Einzahlung', -5);
  `);
  await run(
    db,
    files.find((name) => name.startsWith('0022'))!,
  );

  const titles = await db.query<{ first_name: string; title: string | null }>('SELECT first_name, title FROM clients ORDER BY id');
  expect(titles.rows.map((row) => row.title)).toEqual(['mr', 'ms', 'mr', 'ms', 'mr', 'ms', null, null]);
  const descriptions = await db.query<{ description: string | null }>('SELECT description FROM transactions ORDER BY id');
  // a description beyond the kind stays, and so does one that does not match its kind
  expect(descriptions.rows.map((row) => row.description)).toEqual([null, null, 'Verwaltungsgebühr Q1', 'Einzahlung']);
  const custodianName = await db.query(
    "SELECT 1 FROM information_schema.columns WHERE table_name = 'clients' AND column_name = 'own_custodian_name'",
  );
  expect(custodianName.rows).toHaveLength(1);
  await db.close();
});
