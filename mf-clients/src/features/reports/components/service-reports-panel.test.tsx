import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { mockFileApi } from '../../../test/file-api';
import { REPORT_POLL_MS } from '../api/reports';
import { ServiceReportsPanel } from './service-reports-panel';

const base = '/api/v1/admin_partner/client_overview/7';
const report = (status: 'in_progress' | 'ready' | 'failed') => ({
  id: 3,
  service_id: 9,
  type: 'long_wealth_statement',
  period: 'ytd',
  locale: 'it',
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  ready_at: status === 'ready' ? '2026-11-20T10:00:05.000Z' : null,
});

describe('the reports of a service', () => {
  afterEach(() => jest.useRealTimers());

  it('starts a report with the chosen type, period and language and shows its status live until it can be downloaded', async () => {
    // fake time runs on by itself (user-event's own delays), and the test moves it past the poll interval
    jest.useFakeTimers({ advanceTimers: true });
    let made = false;
    const server = mockFileApi({
      [`GET ${base}/reports/9`]: () => ({
        json: { reports: server.to('POST', `${base}/generate_report/9`).length ? [report(made ? 'ready' : 'in_progress')] : [] },
      }),
      [`POST ${base}/generate_report/9`]: () => ({ status: 202, json: { report: report('in_progress') } }),
      [`GET ${base}/download_report/3`]: () => ({ file: { body: '%PDF-1.3', type: 'application/pdf', name: 'Relevé.pdf' } }),
    });
    const { user } = renderWithProviders(<ServiceReportsPanel clientId={7} serviceId={9} />, {
      session: { partnerUser, visibleModules: ['clients'] },
    });
    expect(await screen.findByText('Noch keine Berichte für diese Dienstleistung.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(screen.getByRole('option', { name: 'Vermögensausweis ausführlich' }));
    await user.click(screen.getByRole('combobox', { name: 'Sprache' }));
    await user.click(screen.getByRole('option', { name: 'Italienisch' }));
    await user.click(screen.getByRole('button', { name: 'Bericht erstellen' }));

    const [post] = server.to('POST', `${base}/generate_report/9`);
    expect(new URL(post!.url).searchParams.get('locale')).toBe('it');
    expect(await post!.json()).toEqual({ type: 'long_wealth_statement', period: 'ytd' });
    const list = await screen.findByRole('list', { name: 'Berichte' });
    expect(await within(list).findByText('In Bearbeitung')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Herunterladen' })).not.toBeInTheDocument();

    // the worker finishes; the next poll shows it ready, without a reload
    made = true;
    const before = server.to('GET', `${base}/reports/9`).length;
    await act(async () => {
      jest.advanceTimersByTime(REPORT_POLL_MS);
    });
    expect(await within(list).findByText('Bereit')).toBeInTheDocument();
    expect(server.to('GET', `${base}/reports/9`).length).toBeGreaterThan(before);

    await user.click(within(list).getByRole('button', { name: 'Herunterladen' }));
    await act(async () => undefined);
    expect(server.downloads).toEqual(['Relevé.pdf']);

    // once every report is ready, the list is not asked again
    const settled = server.to('GET', `${base}/reports/9`).length;
    await act(async () => {
      jest.advanceTimersByTime(REPORT_POLL_MS * 3);
    });
    expect(server.to('GET', `${base}/reports/9`).length).toBe(settled);
  });

  it('shows a report that failed with a button that asks for it again, and its new status', async () => {
    let retried = false;
    const server = mockFileApi({
      [`GET ${base}/reports/9`]: () => ({ json: { reports: [report(retried ? 'in_progress' : 'failed')] } }),
      [`POST ${base}/retry_report/3`]: () => {
        retried = true;
        return { status: 202, json: { report: report('in_progress') } };
      },
    });
    const { user } = renderWithProviders(<ServiceReportsPanel clientId={7} serviceId={9} />, {
      session: { partnerUser, visibleModules: ['clients'] },
    });
    const list = await screen.findByRole('list', { name: 'Berichte' });
    expect(await within(list).findByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(list).getByText(/Sie können ihn erneut anfordern/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Herunterladen' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Erneut anfordern' }));
    expect(server.to('POST', `${base}/retry_report/3`)).toHaveLength(1);
    expect(await within(list).findByText('In Bearbeitung')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Erneut anfordern' })).not.toBeInTheDocument();
    expect(await screen.findByText('Der Bericht wird erneut erstellt.')).toBeInTheDocument();
  });
});
