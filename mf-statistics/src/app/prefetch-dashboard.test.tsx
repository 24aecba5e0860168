import { screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient } from '@portal/shared/query';
import { useSession } from '@portal/shared/session';
import { partnerUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderDashboard, signedInSession } from '../test/render-dashboard';
import { prefetchDashboard } from './prefetch-dashboard';

const api = '/api/v1/admin_partner';
const figures = [
  `${api}/statistics/total_clients`,
  `${api}/admin/investment_dates/next_date`,
  `${api}/statistics/achieved_aum_targets`,
  `${api}/statistics/kpis`,
];

/** The page being opened, as the shell's cold load finds it before the first render. */
function openPage(address: string, session = signedInSession) {
  window.history.replaceState(null, '', address);
  useSession.setState(session);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the dashboard’s prefetch (called by the shell on a cold load of /)', () => {
  it('asks for the first screen’s figures before the dashboard renders, which then finds them instead of asking again', async () => {
    const server = mockApi();
    const queryClient = createTestQueryClient();
    openPage('/');
    prefetchDashboard(queryClient);
    await waitFor(() => figures.forEach((path) => expect(server.to(path)).toHaveLength(1)));
    // the chart's data and the widgets below the first screen are not asked for
    expect(server.to(`${api}/statistics/aum_growth`)).toHaveLength(0);
    expect(server.to(`${api}/statistics/client_states`)).toHaveLength(0);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    await renderDashboard({ queryClient });
    // the figures are there at the first render: no skeleton to wait for
    expect(within(screen.getByRole('region', { name: 'Übersicht' })).getByText('128')).toBeInTheDocument();
    await waitFor(() => expect(server.to(`${api}/statistics/aum_growth`)).toHaveLength(1));
    figures.forEach((path) => expect(server.to(path)).toHaveLength(1));
  });

  it('asks with the scope of the address and the currency of the session, as the widgets do', async () => {
    const server = mockApi();
    openPage('/?scope=personal', { ...signedInSession, referenceCurrency: 'EUR' });
    prefetchDashboard(createTestQueryClient());
    await waitFor(() => expect(server.to(`${api}/statistics/kpis`)).toHaveLength(1));
    const query = new URL(server.to(`${api}/statistics/kpis`)[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ scope: 'personal', currency: 'EUR' });
  });

  it('asks for the personal figures of an adviser who may not see the company’s, whatever the address says', async () => {
    const server = mockApi();
    openPage('/?scope=company', { ...signedInSession, partnerUser: { ...partnerUser, can_see_company_statistics: false } });
    prefetchDashboard(createTestQueryClient());
    await waitFor(() => expect(server.to(`${api}/statistics/total_clients`)).toHaveLength(1));
    expect(new URL(server.to(`${api}/statistics/total_clients`)[0]!.url).searchParams.get('scope')).toBe('personal');
  });
});
