import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, mockApi, type Handler } from '@portal/shared/test-utils';
import type { TaxComparisonResponse, TaxIncomeResponse, TaxWithdrawalResponse } from '@portal/shared/contracts';
import { TaxSavingPanel } from './tax-saving-panel';

const paths = {
  income: '/api/v1/admin_partner/tax/income',
  withdrawal: '/api/v1/admin_partner/tax/withdrawal',
  comparison: '/api/v1/admin_partner/tax/comparison',
};
const source = 'Quelle: ESTV, Steuerrechner 2025';
const levels = (total: number) => ({ federal: 0, canton: total, commune: 0, church: 0, total });

const answerIncome: Handler = (request) => {
  const query = new URL(request.url).searchParams;
  if (query.get('zip') === '9999')
    return { status: 422, body: { message: 'Die Eingaben sind ungültig.', errors: [{ field: 'zip', message: 'x' }] } };
  const body: TaxIncomeResponse = {
    year: 2025,
    source,
    municipality: { bfs: 261, name: 'Zürich', canton: 'ZH' },
    income: Number(query.get('income')),
    income_tax: levels(16_157.2),
    wealth_tax: null,
    deduction: Number(query.get('deduction')),
    saving: 2000,
    marginal_rate: 30,
  };
  return { body };
};
const answerWithdrawal: Handler = (request) => {
  const accounts = Number(new URL(request.url).searchParams.get('accounts'));
  const body: TaxWithdrawalResponse = {
    year: 2025,
    source,
    municipality: { bfs: 261, name: 'Zürich', canton: 'ZH' },
    capital: Number(new URL(request.url).searchParams.get('capital')),
    once: levels(9000),
    accounts,
    staggered: { per_withdrawal: levels(7000 / accounts), total: 7000 },
    staggered_saving: 2000,
  };
  return { body };
};
const cantons = [
  'ZG',
  'SZ',
  'NW',
  'AI',
  'OW',
  'UR',
  'LU',
  'ZH',
  'GL',
  'AR',
  'SH',
  'TG',
  'AG',
  'GR',
  'SG',
  'TI',
  'SO',
  'BL',
  'JU',
  'FR',
  'GE',
  'VD',
  'BE',
  'NE',
  'BS',
  'VS',
];
const answerComparison: Handler = () => {
  const body: TaxComparisonResponse = {
    year: 2025,
    source,
    income: 100_000,
    deduction: 7258,
    cantons: cantons.map((canton, index) => ({
      canton,
      municipality: { bfs: index + 1, name: `Hauptort ${canton}`, canton },
      income_tax: 10_000 + index * 500,
      saving: 1500 + index * 20,
    })),
  };
  return { body };
};

jest.setTimeout(400_000);

describe('the pillar 3a tax panel', () => {
  it("asks the engine for the client's place, shows the saving, the withdrawal tax, the net benefit and 26 cantons", async () => {
    const server = mockApi({ [paths.income]: answerIncome, [paths.withdrawal]: answerWithdrawal, [paths.comparison]: answerComparison });
    const onExportFields = jest.fn();
    const { user } = renderWithProviders(
      <TaxSavingPanel contribution={7258} startYear={2026} years={20} capital={180_000} onExportFields={onExportFields} />,
    );

    expect(await screen.findByText('Gemeinde: Zürich (ZH)')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Steuerersparnis und Bezugssteuer' });
    expect(within(figures).getByText("CHF 2'000")).toBeInTheDocument();
    // 2,000 a year over 20 years
    expect(within(figures).getByText("CHF 40'000")).toBeInTheDocument();
    expect(await within(figures).findByText("CHF 9'000")).toBeInTheDocument();
    // net benefit: 40,000 − 9,000
    expect(within(figures).getByText("CHF 31'000")).toBeInTheDocument();
    expect(within(figures).getAllByText(source).length).toBeGreaterThanOrEqual(4);
    // each of the 20 years from 2026: the contribution and the income tax it saves, the source under the table
    const perYear = screen.getByRole('table', { name: 'Beitrag und Steuerersparnis pro Jahr' });
    const yearRows = within(perYear).getAllByRole('row').slice(1);
    expect(yearRows).toHaveLength(20);
    expect(
      yearRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )[19],
    ).toEqual(['2045', "CHF 7'258.00", "CHF 2'000.00"]);
    expect(screen.getAllByText(source).length).toBeGreaterThanOrEqual(6);
    const [request] = server.to(paths.income);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      zip: '8001',
      household: 'single',
      children: '0',
      confession: 'none',
      income: '100000',
      deduction: '7258',
    });

    // three accounts withdrawn in three tax years
    const accounts = screen.getByLabelText('3a-Konten (gestaffelter Bezug)');
    await user.clear(accounts);
    await user.type(accounts, '3');
    expect(await within(figures).findByText('Steuer gestaffelt über 3 Konten')).toBeInTheDocument();
    expect(within(figures).getByText(`CHF 2'000 weniger als in einem Jahr · ${source}`)).toBeInTheDocument();
    // net benefit: 40,000 − 7,000
    expect(within(figures).getByText("CHF 33'000")).toBeInTheDocument();
    // the projection's export gets the same inputs, the tax engine computes its figures from them
    expect(onExportFields).toHaveBeenLastCalledWith({
      tax_zip: '8001',
      tax_household: 'single',
      tax_children: 0,
      tax_confession: 'none',
      tax_income: 100_000,
      tax_accounts: 3,
    });

    // a man born in May 1982: 60 in 2042, 65 in 2047; the capital is there after 2045, so two of the three accounts
    // can be withdrawn one a year, in 2046 and 2047
    fireEvent.change(screen.getByLabelText('Geburtsdatum (optional)'), { target: { value: '1982-05-10' } });
    expect(await screen.findByText('Zum Geburtsdatum gehört das Geschlecht.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Geschlecht' }));
    await user.click(screen.getByRole('option', { name: 'Mann' }));
    expect(await within(figures).findByText('Steuer gestaffelt über 2 Konten')).toBeInTheDocument();
    const withdrawals = await screen.findByRole('table', { name: 'Bezug der 3a-Konten pro Steuerjahr' });
    expect(
      within(withdrawals)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2046', '64', "CHF 90'000.00", "CHF 3'500.00"],
      ['2047', '65', "CHF 90'000.00", "CHF 3'500.00"],
    ]);
    expect(new URL(server.to(paths.withdrawal).at(-1)!.url).searchParams.get('accounts')).toBe('2');
    expect(onExportFields).toHaveBeenLastCalledWith(
      expect.objectContaining({ tax_accounts: 3, tax_birth_date: '1982-05-10', tax_sex: 'male' }),
    );

    const zip = screen.getByLabelText('Postleitzahl');
    await user.clear(zip);
    await waitFor(() => expect(onExportFields).toHaveBeenLastCalledWith(null));
    await user.type(zip, '8001');

    const chart = await screen.findByRole('figure', { name: 'Einkommenssteuer und 3a-Ersparnis in den 26 Kantonshauptorten' });
    expect(await within(chart).findByText('ZG · Hauptort ZG')).toBeInTheDocument();
    expect(within(chart).getByText('VS · Hauptort VS')).toBeInTheDocument();
  });

  it('refuses a bad postal code, children and income with translated messages, and shows the API refusing a postal code', async () => {
    const server = mockApi({ [paths.income]: answerIncome, [paths.withdrawal]: answerWithdrawal, [paths.comparison]: answerComparison });
    const { user } = renderWithProviders(<TaxSavingPanel contribution={7258} startYear={2026} years={20} capital={null} />);
    await screen.findByText('Gemeinde: Zürich (ZH)');
    const before = server.to(paths.income).length;

    const zip = screen.getByLabelText('Postleitzahl');
    await user.clear(zip);
    await user.type(zip, '80');
    expect(await screen.findByText('Bitte geben Sie eine vierstellige Postleitzahl ein.')).toBeInTheDocument();
    const income = screen.getByLabelText('Steuerbares Einkommen (CHF)');
    await user.clear(income);
    await user.type(income, '100000001');
    expect(await screen.findByText('Bitte geben Sie einen Betrag zwischen 0 und 100 Millionen CHF ein.')).toBeInTheDocument();
    const children = screen.getByLabelText('Kinder');
    await user.clear(children);
    await user.type(children, '21');
    expect(await screen.findByText('Bitte geben Sie eine ganze Zahl von 0 bis 20 ein.')).toBeInTheDocument();
    expect(server.to(paths.income)).toHaveLength(before);
    // a birth date in the future (the fixed today is 25 November 2026)
    fireEvent.change(screen.getByLabelText('Geburtsdatum (optional)'), { target: { value: '2027-01-01' } });
    expect(await screen.findByText('Bitte geben Sie ein Geburtsdatum zwischen 1900 und heute ein.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Geburtsdatum (optional)'), { target: { value: '' } });

    await user.clear(children);
    await user.type(children, '0');
    await user.clear(income);
    await user.type(income, '100000');
    await user.clear(zip);
    await user.type(zip, '9999');
    expect(await screen.findByText('Zu dieser Postleitzahl ist keine Gemeinde bekannt.')).toBeInTheDocument();
    await waitFor(() => expect(server.to(paths.income).length).toBeGreaterThan(before));
  });
});
