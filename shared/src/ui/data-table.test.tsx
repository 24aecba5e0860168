import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: number; name: string };
const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];
const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 11, name: `Kunde ${i + 11}` }));

describe('DataTable', () => {
  it('shows one server page of 10 and asks for the next page counting from 1', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <DataTable label="Kunden" columns={columns} rows={rows} getRowId={(r) => r.id} total={37} page={2} onPageChange={onPageChange} />,
    );

    const table = screen.getByRole('table', { name: 'Kunden' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('11–20 von 37')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('shows an empty state when the page has no rows', () => {
    renderWithProviders(
      <DataTable label="Kunden" columns={columns} rows={[]} getRowId={(r) => r.id} total={0} page={1} onPageChange={jest.fn()} />,
    );
    expect(screen.getByText('Keine Einträge gefunden')).toBeInTheDocument();
  });
});
