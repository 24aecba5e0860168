import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { OfflineIndicator } from './offline-indicator';

it('tells the user when the connection drops and when it is back', async () => {
  await act(async () => {
    renderWithProviders(<OfflineIndicator />);
  });
  expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
  await act(async () => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(await screen.findByRole('status')).toHaveTextContent(/offline/i);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText(/wieder online/i)).toBeInTheDocument();
});
