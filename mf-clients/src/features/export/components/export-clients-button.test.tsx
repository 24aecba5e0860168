import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { mockFileApi } from '../../../test/file-api';
import { ExportClientsButton } from './export-clients-button';

describe('the export of the list', () => {
  it('downloads the list with its filters, search and sort, without paging, as CSV in the interface language', async () => {
    const server = mockFileApi({
      'GET /api/v1/admin_partner/clients/export': () => ({
        file: { body: '\uFEFF"Name"', type: 'text/csv', name: 'clienti-20261125.csv' },
      }),
    });
    const { user } = renderWithProviders(
      <ExportClientsButton
        params={{
          page: 3,
          per_page: 25,
          status: ['invested', 'on_hold'],
          search: 'Keller',
          sort: 'name',
          scope: 'company',
          currency: 'EUR',
        }}
      />,
      { session: { partnerUser, accessToken: 'token', visibleModules: ['clients'] }, locale: 'it' },
    );
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Scarica come CSV' }));
    await waitFor(() => expect(server.downloads).toEqual(['clienti-20261125.csv']));
    const params = new URL(server.to('GET', '/api/v1/admin_partner/clients/export')[0]!.url).searchParams;
    expect(params.getAll('status[]')).toEqual(['invested', 'on_hold']);
    expect(Object.fromEntries([...params].filter(([key]) => key !== 'status[]'))).toEqual({
      search: 'Keller',
      sort: 'name',
      scope: 'company',
      currency: 'EUR',
      format: 'csv',
      locale: 'it',
    });
    expect(await screen.findByText('Esportazione scaricata: clienti-20261125.csv')).toBeInTheDocument();
  });
});
