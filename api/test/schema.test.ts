import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

// The schema as unkey keeps it: one file per table, every relation in relations.ts, so that the table files import
// only what their foreign keys point to and never each other in a circle.

const schemaDir = join(__dirname, '../src/db/schema');
const files = readdirSync(schemaDir).filter((name) => name.endsWith('.ts'));
const importsOf = (file: string) =>
  [...readFileSync(join(schemaDir, file), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `${match[1]}.ts`);

describe('schema files', () => {
  it('import each other without a cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of importsOf(file)) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('declare relations only in relations.ts', () => {
    const declaring = files.filter((file) => /\brelations\(/.test(readFileSync(join(schemaDir, file), 'utf8')));
    expect(declaring).toEqual(['relations.ts']);
  });

  describe('the relational queries', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openDatabase({});
    });
    afterAll(async () => handle?.close());

    it('still follow the relations both ways', () => {
      const query = handle.db.query.clients
        .findFirst({ with: { company: true, partnerUser: true, feeStructure: true, services: { with: { valuations: true } } } })
        .toSQL().sql;
      expect(query).toMatch(/"partner_companies"/);
      expect(query).toMatch(/"service_valuations"/);
      const users = handle.db.query.partnerCompanies.findMany({ with: { users: true, clients: true } }).toSQL().sql;
      expect(users).toMatch(/"partner_users"[\s\S]*"clients"|"clients"[\s\S]*"partner_users"/);
    });
  });
});
