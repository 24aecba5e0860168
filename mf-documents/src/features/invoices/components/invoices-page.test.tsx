import { screen, within } from '@testing-library/react';
import { renderWithProviders, mockApi, serverError } from '@portal/shared/test-utils';
import { feesResponse, invoiceDetailResponse, invoicesResponse } from '../../../test/fixtures';
import { InvoicesPage } from './invoices-page';

// Highcharts draws with SVG APIs jsdom lacks; the chart's data is checked through the options it is given.
const drawn: { options: { series: { name: string; data: number[] }[]; xAxis: { categories: string[] } } }[] = [];
jest.mock('@portal/shared/ui/chart', () => ({
  Chart: (props: { options: never; label: string }) => {
    drawn.push(props as never);
    return <div role="figure" aria-label={props.label} />;
  },
}));

const listPath = '/api/v1/admin_partner/admin/partner_invoices';
const feesPath = '/api/v1/admin_partner/admin/partner_invoices/fees';
const handlers = {
  [listPath]: () => ({ body: invoicesResponse }),
  [feesPath]: () => ({ body: feesResponse }),
  [`${listPath}/3`]: () => ({ body: invoiceDetailResponse }),
  [`${listPath}/3/download`]: () => ({ body: '%PDF-1.3' }),
};

beforeEach(() => {
  drawn.length = 0;
});

describe('the invoices page', () => {
  it('lists the invoices by month with totals and status, and the next expected date', async () => {
    mockApi(handlers);
    renderWithProviders(<InvoicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rechnungen nach Monat' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Oktober 2026', 'September 2026', 'Dezember 2025']);
    // October: 3'100.00 + 412.58 = 3'512.58, VAT 284.52, total 3'797.10
    expect(within(rows[0]!).getByText("CHF 3'797.10")).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Offen')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bezahlt')).toBeInTheDocument();
    expect(screen.getByText('30.11.2026')).toBeInTheDocument();
    // the fees of 2026: 3'512.58 + 1'234.50 = 4'747.08; open: October's total
    expect(screen.getByText('Gebühren 2026').parentElement).toHaveTextContent("CHF 4'747.08");
    expect(screen.getByText('Offen', { selector: 'p' }).parentElement).toHaveTextContent("CHF 3'797.10");
  });

  it('draws the fees of 24 months, finders and recurring apart', async () => {
    mockApi(handlers);
    renderWithProviders(<InvoicesPage />, { locale: 'en' });
    expect(await screen.findByRole('figure', { name: 'Finders fees and recurring fees per month in CHF.' })).toBeInTheDocument();
    const { options } = drawn.at(-1)!;
    expect(options.xAxis.categories).toHaveLength(24);
    expect(options.series.map((s) => s.name)).toEqual(['Recurring fees', 'Finders fees']);
    expect(options.series[1]!.data).toEqual(feesResponse.months.map((m) => m.finders_fees));
  });

  it('shows the lines of an invoice', async () => {
    mockApi(handlers);
    const { user } = renderWithProviders(<InvoicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Positionen der Rechnung Oktober 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Positionen der Rechnung Oktober 2026' });
    expect(await within(dialog).findByText('Carla Wechsel')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Findergebühr')).toHaveLength(1);
    expect(within(dialog).getByText('MWST 8.1 %')).toBeInTheDocument();
  });

  it('downloads an invoice as a PDF under its name', async () => {
    const server = mockApi(handlers);
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderWithProviders(<InvoicesPage />);
    await user.click(await screen.findByRole('button', { name: 'PDF der Rechnung Oktober 2026 herunterladen' }));
    await screen.findByRole('button', { name: 'PDF der Rechnung Oktober 2026 herunterladen' });
    expect(server.to(`${listPath}/3/download`)).toHaveLength(1);
    expect(names).toEqual(['PF-2026-10-0001.pdf']);
    click.mockRestore();
  });

  it('hides the amounts in private mode', async () => {
    mockApi(handlers);
    renderWithProviders(<InvoicesPage />, { session: { privateMode: true } });
    const table = await screen.findByRole('table', { name: 'Rechnungen nach Monat' });
    await within(table).findAllByRole('rowheader');
    expect(within(table).queryByText(/CHF \d/)).not.toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: /./ }).length).toBeGreaterThan(0);
  });

  it('says when there are no invoices yet, and when they could not be loaded', async () => {
    let fail = true;
    mockApi({
      ...handlers,
      [listPath]: (request) => (fail ? serverError(request) : { body: { documents: [], next_expected_invoice_date: '2026-11-30' } }),
    });
    const { user } = renderWithProviders(<InvoicesPage />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Noch keine Rechnungen')).toBeInTheDocument();
  });
});
