import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { mockFileApi } from '../../../test/file-api';
import { AdminActions } from './admin-actions';

const client = { id: 7, first_name: 'Lea', last_name: 'Brunner', status: 'on_hold' };

describe('the admin actions', () => {
  it('are not shown to an adviser', () => {
    mockFileApi({});
    renderWithProviders(<AdminActions client={client} onDeleted={jest.fn()} />, { session: { partnerUser, visibleModules: ['clients'] } });
    expect(screen.queryByRole('button', { name: 'Sperren' })).not.toBeInTheDocument();
    expect(screen.queryByText('Interne Aktionen')).not.toBeInTheDocument();
  });

  it('let an operator block a client after confirming', async () => {
    const server = mockFileApi({ 'POST /api/v1/admin_partner/clients/7/admin/block': () => ({ json: { id: 7, status: 'blocked' } }) });
    const { user } = renderWithProviders(<AdminActions client={client} onDeleted={jest.fn()} />, {
      session: { partnerUser: { ...partnerUser, role: 'operator' }, visibleModules: ['clients'] },
    });
    await user.click(screen.getByRole('button', { name: 'Sperren' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Lea Brunner sperren?');
    // the dialog's confirm button is the last one of the page
    await user.click(screen.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(server.to('POST', '/api/v1/admin_partner/clients/7/admin/block')).toHaveLength(1));
    expect(await screen.findByText('Kunde gesperrt.')).toBeInTheDocument();
  });

  it('delete only with the client’s name typed, and say why not', async () => {
    const onDeleted = jest.fn();
    const server = mockFileApi({ 'DELETE /api/v1/admin_partner/clients/7': () => ({ json: { message: 'Der Kunde wurde gelöscht.' } }) });
    const { user } = renderWithProviders(<AdminActions client={client} onDeleted={onDeleted} />, {
      session: { partnerUser: { ...partnerUser, role: 'operator' }, visibleModules: ['clients'] },
    });
    await user.click(screen.getByRole('button', { name: 'Kunde löschen' }));
    const field = screen.getByRole('textbox', { name: 'Name des Kunden' });
    await user.click(screen.getAllByRole('button', { name: 'Kunde löschen' }).at(-1)!);
    expect(await screen.findByText('Bitte geben Sie den Namen ein.')).toBeInTheDocument();
    await user.type(field, 'Lea Meier');
    await user.click(screen.getAllByRole('button', { name: 'Kunde löschen' }).at(-1)!);
    expect(await screen.findByText('Der Name stimmt nicht überein.')).toBeInTheDocument();
    expect(server.to('DELETE', '/api/v1/admin_partner/clients/7')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'lea  brunner');
    await user.click(screen.getAllByRole('button', { name: 'Kunde löschen' }).at(-1)!);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(await server.to('DELETE', '/api/v1/admin_partner/clients/7')[0]!.json()).toEqual({ confirmation_name: 'lea  brunner' });
  });
});
