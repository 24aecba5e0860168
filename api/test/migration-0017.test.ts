import { PGlite } from '@electric-sql/pglite';
import { migrationFiles as files, runMigration as run } from './migrations';

// Migration 0017 moves the suggested services a client held in clients.suggested_services into their own table: an
// existing database keeps every suggestion it can keep.

it('moves each suggested service into partner_suggested_services, with a strategy of its kind', async () => {
  const db = await PGlite.create();
  const before = files.filter((name) => name < '0017');
  for (const file of before) await run(db, file);
  await db.exec(`
    INSERT INTO partner_companies (name) VALUES ('Alpen Finanz AG');
    INSERT INTO partner_users (partner_company_id, first_name, last_name, email, password_hash)
      VALUES (1, 'Mia', 'Keller', 'mia@partner.example', 'x');
    INSERT INTO strategies (name, localized_names, service_kinds, risk_level) VALUES
      ('Konservativ', '{"de":"Konservativ"}', '{wealth_management,vested_benefits}', 2),
      ('Wachstum', '{"de":"Wachstum"}', '{wealth_management,third_pillar}', 5),
      ('Ausgewogen', '{"de":"Ausgewogen"}', '{wealth_management,third_pillar}', 4);
    INSERT INTO clients (partner_company_id, partner_user_id, first_name, last_name, suggested_services) VALUES
      (1, 1, 'Anna', 'Muster', '[{"kind":"third_pillar","strategy_id":2,"amount":7258},{"kind":"vested_benefits","strategy_id":null,"amount":null}]'),
      (1, 1, 'Beat', 'Frei', '[{"kind":"wealth_management","strategy_id":3},{"kind":"crypto","amount":1000}]'),
      (1, NULL, 'Carla', 'Leer', '[]');
  `);
  await run(
    db,
    files.find((name) => name.startsWith('0017'))!,
  );

  const { rows } = await db.query<{ client_id: number; kind: string; strategy_id: number; amount: string | null; partner_user_id: number }>(
    'SELECT client_id, kind, strategy_id, amount, partner_user_id FROM partner_suggested_services ORDER BY client_id, id',
  );
  expect(rows).toEqual([
    // the strategy it named
    { client_id: 1, kind: 'third_pillar', strategy_id: 2, amount: '7258.00', partner_user_id: 1 },
    // none named: the first of its kind with the lowest risk
    { client_id: 1, kind: 'vested_benefits', strategy_id: 1, amount: null, partner_user_id: 1 },
    { client_id: 2, kind: 'wealth_management', strategy_id: 3, amount: null, partner_user_id: 1 },
    // crypto has no strategy here: not kept
  ]);
  const columns = await db.query(
    "SELECT 1 FROM information_schema.columns WHERE table_name = 'clients' AND column_name = 'suggested_services'",
  );
  expect(columns.rows).toHaveLength(0);
  await db.close();
});
