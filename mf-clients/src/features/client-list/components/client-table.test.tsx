import { screen, within } from '@testing-library/react';
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

describe('the client cards of a phone', () => {
  // a phone's width: MUI's down('sm') asks for a max-width query (jsdom has no matchMedia of its own)
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('sort by a column and an order, as the headings of the table do', async () => {
    const onSort = jest.fn();
    const { user } = renderWithProviders(
      <ClientTable clients={[listItem()]} currency="CHF" sort="created_at" direction="desc" onSort={onSort} busy={false} />,
      { session, locale: 'fr' },
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Nom' }));
    // a new column starts in its own direction: names from A
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    await user.click(screen.getByRole('combobox', { name: 'Ordre' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Croissant' }));
    expect(onSort).toHaveBeenLastCalledWith('created_at', 'asc');
  });
});
