import { screen, waitFor, within } from '@testing-library/react';
import { setToday } from '@portal/shared/test-utils';
import { aumTargets } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderDashboard } from '../../../test/render-dashboard';

const targetsPath = '/api/v1/admin_partner/statistics/achieved_aum_targets';
const setPath = '/api/v1/admin_partner/statistics/set_aum_targets';

const saved = {
  ...aumTargets,
  targets: [aumTargets.targets[0]!, { id: 3, amount: 75_000_000, target_date: '2028-06-30', achieved_at: null, progress: 0.6433 }],
};

function server() {
  let current = aumTargets;
  const api = mockApi({
    [targetsPath]: () => ({ body: current }),
    [setPath]: () => {
      current = saved;
      return { body: saved };
    },
  });
  return api;
}

async function openDialog() {
  const result = await renderDashboard();
  const widget = screen.getByRole('region', { name: 'AUM-Ziele' });
  await result.user.click(await within(widget).findByRole('button', { name: 'Ziele festlegen' }));
  return { ...result, dialog: await screen.findByRole('dialog', { name: 'AUM-Ziele festlegen' }) };
}

describe('setting AUM targets', () => {
  // A target date must lie ahead: the fixtures' dates (2027, 2028) are checked against this today, not the real one.
  beforeEach(() => setToday('2026-11-25T09:00:00Z'));
  afterEach(() => jest.useRealTimers());

  it('starts from the open targets and rejects a value that is no amount', async () => {
    const api = server();
    const { user, dialog } = await openDialog();

    const amount = within(dialog).getByRole('textbox', { name: 'Zielbetrag 1' });
    expect(amount).toHaveValue('60000000');
    expect(within(dialog).getByLabelText('Zieldatum 1')).toHaveValue('2027-12-31');

    await user.clear(amount);
    await user.type(amount, 'viel');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Bitte geben Sie einen gültigen Wert ein')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(setPath)).toHaveLength(0);
  });

  it('rejects a target date that has passed', async () => {
    const api = server();
    const { user, dialog } = await openDialog();

    const date = within(dialog).getByLabelText('Zieldatum 1');
    await user.clear(date);
    await user.type(date, '2020-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Bitte geben Sie einen gültigen Wert ein')).toBeInTheDocument();
    expect(api.to(setPath)).toHaveLength(0);
  });

  it('saves the targets, confirms with a toast and shows the new progress', async () => {
    const api = server();
    const { user, dialog } = await openDialog();

    const amount = within(dialog).getByRole('textbox', { name: 'Zielbetrag 1' });
    await user.clear(amount);
    await user.type(amount, "75'000'000");
    const date = within(dialog).getByLabelText('Zieldatum 1');
    await user.clear(date);
    await user.type(date, '2028-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Ihre Ziele wurden gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [request] = api.to(setPath);
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({ targets: [{ amount: 75_000_000, target_date: '2028-06-30' }] });
    expect(new URL(request!.url).searchParams.get('currency')).toBe('CHF');

    // The statistics queries were invalidated: the targets were read again and show the saved ones.
    await waitFor(() => expect(api.to(targetsPath).length).toBeGreaterThanOrEqual(2));
    const widget = screen.getByRole('region', { name: 'AUM-Ziele' });
    expect(await within(widget).findByText("CHF 75'000'000")).toBeInTheDocument();
    expect(within(widget).getByText('64% erreicht')).toBeInTheDocument();
  });

  it('asks before saving a target far below the current figure, which would be reached at once', async () => {
    const api = server();
    const { user, dialog } = await openDialog();

    const amount = within(dialog).getByRole('textbox', { name: 'Zielbetrag 1' });
    await user.clear(amount);
    await user.type(amount, "1'000.50");
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    const confirm = await screen.findByRole('dialog', { name: 'Ziel weit unter dem heutigen Stand?' });
    expect(confirm).toHaveTextContent("CHF 1'001");
    expect(confirm).toHaveTextContent("CHF 48'250'000");
    await user.click(within(confirm).getByRole('button', { name: 'Betrag prüfen' }));
    expect(api.to(setPath)).toHaveLength(0);
    expect(await screen.findByRole('dialog', { name: 'AUM-Ziele festlegen' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ziel weit unter dem heutigen Stand?' })).getByRole('button', {
        name: 'Trotzdem speichern',
      }),
    );
    await waitFor(() => expect(api.to(setPath)).toHaveLength(1));
    expect(await api.to(setPath)[0]!.json()).toEqual({ targets: [{ amount: 1000.5, target_date: '2027-12-31' }] });
  });

  it('deletes an achieved target, which the form does not edit', async () => {
    const api = server();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: "Erreichtes Ziel CHF 40'000'000 löschen" }));
    expect(within(dialog).queryByRole('button', { name: /Erreichtes Ziel/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(api.to(setPath)).toHaveLength(1));
    expect(await api.to(setPath)[0]!.json()).toEqual({
      targets: [{ amount: 60_000_000, target_date: '2027-12-31' }],
      remove_achieved: [1],
    });
  });
});

it("says plainly that the targets count the adviser's own clients, also under all clients", async () => {
  mockApi();
  await renderDashboard({ route: '/?scope=company' });
  const widget = screen.getByRole('region', { name: 'AUM-Ziele' });
  expect(await within(widget).findByText('Gemessen an Ihren eigenen Kunden, auch unter «Alle Kunden»')).toBeInTheDocument();
  expect(within(widget).getByText('Verwaltete Vermögen Ihrer eigenen Kunden')).toBeInTheDocument();
});
