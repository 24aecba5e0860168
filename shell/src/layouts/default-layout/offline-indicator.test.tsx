import { act, screen } from '@testing-library/react';
import { api } from '@portal/shared/api/client';
import { apiReachability, DEFAULT_RETRY_AFTER_MS } from '@portal/shared/api/reachability';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../test/mock-fetch';
import { ONLINE_NOTICE_MS, OfflineIndicator } from './offline-indicator';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  apiReachability.setState({ unreachable: false, retryAfterMs: DEFAULT_RETRY_AFTER_MS });
});

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

it('shows that the API cannot be reached while the gateway says so, asks again after Retry-After and says when it is back', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the downtime read logs its failure
  useSession.setState(signedInSession);
  let apiUp = false;
  // the gateway's answer with the API down (scripts/gateway-security.mjs), then the API's own
  const down = { status: 503, body: { message: 'Der Dienst ist im Moment nicht erreichbar.' }, headers: { 'Retry-After': '7' } };
  const fetched = mockFetch({
    'GET admin_partner/profile': () => (apiUp ? { body: {} } : down),
    'GET admin_partner/scheduled_downtime': () => (apiUp ? { body: {} } : down),
  });
  await act(async () => {
    renderWithProviders(<OfflineIndicator />);
  });
  await act(async () => {
    await api.get('admin_partner/profile', { context: { silent: true } }).catch(() => undefined);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Der Server ist im Moment nicht erreichbar. Das Portal versucht es gleich wieder.');
  expect(apiReachability.getState().retryAfterMs).toBe(7000);

  // asked again after Retry-After, still down: the notice stays
  await act(async () => {
    jest.advanceTimersByTime(7000);
  });
  expect(fetched.called('GET', 'admin_partner/scheduled_downtime')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent(/nicht erreichbar/);

  apiUp = true;
  await act(async () => {
    jest.advanceTimersByTime(7000);
  });
  expect(fetched.called('GET', 'admin_partner/scheduled_downtime')).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('Die Verbindung zum Server ist wiederhergestellt.');
  await act(async () => {
    jest.advanceTimersByTime(ONLINE_NOTICE_MS + 7000);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  // no more asking once the API answers
  expect(fetched.called('GET', 'admin_partner/scheduled_downtime')).toHaveLength(2);
});

it('takes a 503 of the API itself, without Retry-After, for an error and not for an unreachable API', async () => {
  useSession.setState(signedInSession);
  mockFetch({ 'GET admin_partner/profile': { status: 503, body: { message: 'closing' } } });
  await act(async () => {
    renderWithProviders(<OfflineIndicator />);
  });
  await act(async () => {
    await api.get('admin_partner/profile', { context: { silent: true } }).catch(() => undefined);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
