import { clientListColumnLabels, type ClientListItem } from '@portal/shared/contracts';
import { label, progressLabels, serviceKindLabels, statusLabels } from '../../lib/client-labels';
import { csvFile, csvLine } from '../../lib/spreadsheet';
import { clientsCsv } from './build';

// The CSV of the client list (csv-stringify): the format that lib/spreadsheet.ts describes, byte for byte.
const client = (overrides: Partial<ClientListItem>): ClientListItem => ({
  id: 1,
  first_name: 'Anna',
  last_name: 'Muster',
  email: 'anna@example.ch',
  phone: null,
  status: 'pending',
  funnel_stage: 'added',
  onboarding_progress: 'invitation_sent',
  service_kinds: ['wealth_management', 'third_pillar'],
  invested_amount: 1234567.5,
  adviser: { id: 7, name: 'Beat "Bösch"' },
  custodian_banks: [],
  created_at: '2026-03-04T22:15:00.000Z',
  ...overrides,
});

describe('clientsCsv', () => {
  const clients = [
    client({}),
    // a formula in a name, a semicolon, no e-mail, no adviser, a negative amount
    client({
      id: 2,
      first_name: '=HYPERLINK("http://x","Details")',
      last_name: 'A;B',
      email: null,
      adviser: null,
      invested_amount: -0.456,
    }),
    // a leading minus, a line break inside a field
    client({ id: 3, first_name: '-1+2', last_name: 'Zeile\nzwei', invested_amount: 0, service_kinds: [] }),
  ];
  const csv = clientsCsv(clients, 'de', 'CHF');
  const progress = label(progressLabels.invitation_sent, 'de');
  const services = `${label(serviceKindLabels.wealth_management, 'de')}, ${label(serviceKindLabels.third_pillar, 'de')}`;

  it('writes a BOM, semicolons, CRLF after every line, quoted and defused texts, bare amounts with two decimals', () => {
    const pending = label(statusLabels.pending, 'de');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(clients.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toBe(
      `"Anna Muster";"anna@example.ch";"${pending}";"${progress}";"${services}";1234567.50;"Beat ""Bösch""";"04.03.2026"`,
    );
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"",""Details"") A;B";"";"${pending}";"${progress}";"${services}";-0.46;"";"04.03.2026"`);
    expect(lines[3]).toBe(`"'-1+2 Zeile\nzwei";"anna@example.ch";"${pending}";"${progress}";"";0.00;"Beat ""Bösch""";"04.03.2026"`);
  });

  it("is what lib/spreadsheet's csvLine and csvFile write", () => {
    const columns = clientListColumnLabels;
    const header = [columns.name.de, columns.email.de, columns.status.de, columns.progress.de, columns.services.de].concat([
      columns.invested.de.replace('{{currency}}', 'CHF'),
      columns.adviser.de,
      columns.createdAt.de,
    ]);
    const rows = clients.map((c) => [
      `${c.first_name} ${c.last_name}`,
      c.email ?? '',
      label(statusLabels[c.status], 'de'),
      progress,
      c.service_kinds.map((kind) => label(serviceKindLabels[kind], 'de')).join(', '),
      c.invested_amount,
      c.adviser?.name ?? '',
      '04.03.2026',
    ]);
    expect(csv).toBe(csvFile([header, ...rows].map((row) => csvLine(row, (amount) => amount.toFixed(2)))));
  });
});
