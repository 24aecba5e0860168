import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { ONLINE_NOTICE_MS, OfflineIndicator } from './offline-indicator';

afterEach(() => jest.useRealTimers());

it('tells the user when the connection drops and, for a while, when it is back', async () => {
  jest.useFakeTimers();
  await act(async () => {
    renderWithProviders(<OfflineIndicator />);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await act(async () => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByRole('status')).toHaveTextContent(/offline/i);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.getByRole('status')).toHaveTextContent(/wieder online/i);
  await act(async () => {
    jest.advanceTimersByTime(ONLINE_NOTICE_MS - 1);
  });
  expect(screen.getByRole('status')).toHaveTextContent(/wieder online/i);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('keeps the offline notice until the connection is back', async () => {
  jest.useFakeTimers();
  await act(async () => {
    renderWithProviders(<OfflineIndicator />);
  });
  await act(async () => {
    window.dispatchEvent(new Event('offline'));
    jest.advanceTimersByTime(60_000);
  });
  expect(screen.getByRole('status')).toHaveTextContent(/offline/i);
});
