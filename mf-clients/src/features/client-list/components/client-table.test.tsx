import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { listItem, partnerUser } from '../../../test/fixtures';
import { ClientTable, type ClientTableProps } from './client-table';

const session = { partnerUser, visibleModules: ['clients' as const] };
const table = (clients: ClientTableProps['clients']) => (
  <ClientTable clients={clients} currency="CHF" sort="created_at" direction="desc" onSort={() => undefined} busy={false} />
);
/** The animation of the box that holds the client's name (a row's cells are what slides in). */
const animationOf = (name: string) => getComputedStyle(screen.getByRole('link', { name }).parentElement!).animation;

describe("the client table's rows", () => {
  it('show the first set at once and slide in the sets that replace it, rows that stay not again', () => {
    const lea = listItem();
    const marco = listItem({ id: 12, first_name: 'Marco', last_name: 'Rossi' });
    const { rerender } = renderWithProviders(table([lea]), { session });
    expect(animationOf('Lea Brunner')).toBe('');

    // the next page, a filter or a sort: Marco's row is new, Lea's stays where it was
    rerender(table([lea, marco]));
    expect(animationOf('Marco Rossi')).toMatch(/animation-/);
    expect(animationOf('Lea Brunner')).toBe('');
  });
});
