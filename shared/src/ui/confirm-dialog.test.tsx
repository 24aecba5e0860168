import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks the question and reports confirm or cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        title="Abmelden"
        message="Sind Sie sicher, dass Sie sich ausloggen möchten?"
        confirmLabel="Abmelden"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Abmelden' });
    expect(dialog).toHaveTextContent('Sind Sie sicher, dass Sie sich ausloggen möchten?');

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while the action is pending', () => {
    renderWithProviders(<ConfirmDialog open message="Löschen?" pending onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  });

  it('focuses the confirm button of a harmless action, and cancel for a destructive one', () => {
    const { unmount } = renderWithProviders(
      <ConfirmDialog open message="Speichern?" confirmLabel="Speichern" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveFocus();
    unmount();
    renderWithProviders(
      <ConfirmDialog open destructive message="Löschen?" confirmLabel="Löschen" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<ConfirmDialog open={false} message="Löschen?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
