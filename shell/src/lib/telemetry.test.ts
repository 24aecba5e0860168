import { waitFor } from '@testing-library/react';
import { useSession } from '@portal/shared/session';
import { mockFetch, signedInSession } from '../test/mock-fetch';
import { areaOf, flushTelemetry, reportRemoteFailure, reportVital } from './telemetry';

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ partnerUser: null });
});

it('names a page by its area, never by its ids or language prefix', () => {
  expect(areaOf('/')).toBe('dashboard');
  expect(areaOf('/fr')).toBe('dashboard');
  expect(areaOf('/fr/clients/12')).toBe('clients');
  expect(areaOf('/users/management')).toBe('users');
  expect(areaOf('/%3Cscript%3E')).toBe('dashboard');
});

it('sends the waiting vitals and failed remotes in one report for a signed-in adviser, and only once', async () => {
  useSession.setState(signedInSession);
  const api = mockFetch({ 'POST admin_partner/telemetry': { status: 204 } });
  reportVital('LCP', 1234, '/it/clients/7');
  reportVital('CLS', 0.05, '/');
  reportRemoteFailure('mf_tools');
  await flushTelemetry();
  await flushTelemetry();
  expect(api.called('POST', 'admin_partner/telemetry').map((call) => call.body)).toEqual([
    {
      vitals: [
        { name: 'LCP', value: 1234, area: 'clients' },
        { name: 'CLS', value: 0.05, area: 'dashboard' },
      ],
      remote_failures: ['mf_tools'],
    },
  ]);
});

it('sends nothing for a visitor who is not signed in, and forgets what it measured', async () => {
  const api = mockFetch({ 'POST admin_partner/telemetry': { status: 204 } });
  reportVital('LCP', 900, '/login');
  await flushTelemetry();
  useSession.setState(signedInSession);
  await flushTelemetry();
  expect(api.calls).toEqual([]);
});

it('sends a report by itself once twenty measurements wait', async () => {
  useSession.setState(signedInSession);
  const api = mockFetch({ 'POST admin_partner/telemetry': { status: 204 } });
  for (let i = 0; i < 19; i += 1) reportVital('INP', 40 + i, '/clients');
  expect(api.calls).toEqual([]);
  reportVital('INP', 60, '/clients');
  await waitFor(() => expect(api.called('POST', 'admin_partner/telemetry')).toHaveLength(1));
  expect((api.calls[0]!.body as { vitals: unknown[] }).vitals).toHaveLength(20);
});
