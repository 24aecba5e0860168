import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Highcharts from 'highcharts';
import { serviceProducts } from '@portal/shared/contracts/statistics';
import { useSession } from '@portal/shared/session';
import { toastStore } from '@portal/shared/ui';
import { emptyPartner, kpis, partnerUser, totalClients } from '../test/fixtures';
import { mockApi, serverError, type Handler } from '../test/mock-api';
import { renderDashboard } from '../test/render-dashboard';

const api = '/api/v1/admin_partner';
const ok =
  (body: unknown): Handler =>
  () => ({ body });
const region = (name: string) => screen.getByRole('region', { name });

/** Waits until a widget has left its loading state. */
async function loaded(name: string) {
  await waitFor(() => expect(within(region(name)).queryAllByRole('progressbar', { name: 'Wird geladen …' })).toHaveLength(0));
  return region(name);
}

/** Figures such as 48'250'000 or 1'750'000: an amount, never a count in these fixtures. */
const groupedNumber = /\d{1,3}(?:'\d{3})+/;

beforeEach(() => {
  toastStore.setState({ toasts: [] });
});

describe('the dashboard at /', () => {
  it('shows every widget with the figures the API answered', async () => {
    const user = userEvent.setup();
    mockApi();
    await renderDashboard();

    const totals = await loaded('Übersicht');
    expect(within(totals).getByText('128')).toBeInTheDocument();
    expect(within(totals).getByText("CHF 48'250'000")).toBeInTheDocument();

    const funnel = await loaded('Kunden-Funnel');
    const stages = within(within(funnel).getByRole('list', { name: 'Kunden je Phase' })).getAllByRole('listitem');
    expect(stages.map((item) => item.textContent)).toEqual([
      'Erfasst14',
      'Eingeladen21',
      'Registrierung begonnen9',
      'Registriert17',
      'Bereit6',
      'Investiert61',
    ]);
    // The clients remote is not part of this portal: no stage may lead to a page that does not exist.
    expect(within(funnel).queryAllByRole('link')).toHaveLength(0);

    const aum = await loaded('Entwicklung der verwalteten Vermögen');
    expect(within(aum).getByText('Aktuell verwaltet').nextSibling).toHaveTextContent("CHF 48'250'000");
    expect(within(aum).getByText('Nettozuflüsse im Zeitraum').nextSibling).toHaveTextContent("CHF 1'750'000");
    expect(within(aum).getByText('Veränderung im Zeitraum').nextSibling).toHaveTextContent("CHF 3'150'000");
    // Two advisers: the split by adviser is offered.
    expect(within(aum).getByRole('button', { name: 'Nach Berater' })).toBeInTheDocument();

    const targets = await loaded('AUM-Ziele');
    expect(within(targets).getByText("CHF 60'000'000")).toBeInTheDocument();
    expect(within(targets).getByText('80% erreicht')).toBeInTheDocument();
    expect(within(targets).getByText('Erreicht am 12.05.2026')).toBeInTheDocument();

    const kpis = await loaded('Kennzahlen');
    const kpiTiles = within(kpis).getAllByRole('listitem');
    expect(kpiTiles).toHaveLength(4);
    expect(kpiTiles[0]).toHaveTextContent("Net New MoneyCHF 1'750'000GestiegenVorperiode: CHF 1'200'000");
    expect(kpiTiles[1]).toHaveTextContent(/Konversion Eingeladen → Investiert42[.,]0\s?%Gesunken/);
    // Fewer days to the first investment is the good direction, still reported as a fall.
    expect(kpiTiles[2]).toHaveTextContent('18 TageGesunkenVorperiode: 24 Tage');
    expect(kpiTiles[3]).toHaveTextContent('Unverändert');

    const revenue = await loaded('Erwartete Einnahmen');
    expect(within(revenue).getByText('Kunden mit Gebühren').nextSibling).toHaveTextContent('57');
    expect(within(revenue).getByText("CHF 96'500.00")).toBeInTheDocument();
    expect(within(revenue).getByText("CHF 12'340.00")).toBeInTheDocument();
    expect(within(revenue).getByText('Partnergebühren werden in der Regel am Monatsende überwiesen.')).toBeInTheDocument();

    const products = await loaded('Vermögen je Produkt');
    await waitFor(() => expect(within(products).getByRole('listitem', { name: 'Krypto' })).toHaveTextContent("CHF 880'000"));
    expect(within(products).getByRole('listitem', { name: 'Vermögensverwaltung' })).toHaveTextContent(
      "VermögensverwaltungCHF 31'400'00052 Kunden · 60 Dienstleistungen",
    );
    expect(within(products).getAllByRole('listitem')).toHaveLength(6);

    const investment = await loaded('Nächster Investitionstermin');
    expect(within(investment).getByText('1. Dezember 2026')).toBeInTheDocument();

    const nextSteps = await loaded('Nächste Schritte');
    expect(within(nextSteps).getByText('Beat Keller')).toBeInTheDocument();
    expect(within(nextSteps).getByText('Seit 23 Tagen in der Phase «Eingeladen»')).toBeInTheDocument();
    expect(within(nextSteps).getByText('Säule-3a-Einzahlung 2026 noch offen')).toBeInTheDocument();
    expect(within(nextSteps).queryAllByRole('link')).toHaveLength(0);

    const blog = await loaded('Neuigkeiten');
    // a card taller than its text (the row's height) keeps its image at the top, not centred below a strip
    const card = within(blog).getByRole('button', { name: /Zinswende in Sicht/ });
    expect(getComputedStyle(card).flexDirection).toBe('column');
    expect(getComputedStyle(card).justifyContent).toBe('flex-start');
    await user.click(within(blog).getByRole('button', { name: 'Produkte' }));
    expect(within(blog).queryByRole('button', { name: /Zinswende in Sicht/ })).not.toBeInTheDocument();
    await user.click(within(blog).getByRole('button', { name: 'Alle' }));
    await user.click(within(blog).getByRole('button', { name: /Zinswende in Sicht/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zinswende in Sicht' });
    expect(within(dialog).getByText('Für Obligationen heisst das steigende Kurse.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links funnel stages and next steps to the client list once the clients remote is deployed', async () => {
    mockApi({
      '/portal-config.json': ok({
        apiBase: '/api/v1',
        remotes: {
          mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '1.0.0' },
          mf_clients: { manifest: '/remotes/mf-clients/mf-manifest.json', version: '1.0.0' },
        },
      }),
    });
    await renderDashboard();

    const funnel = await loaded('Kunden-Funnel');
    expect(await within(funnel).findByRole('link', { name: 'Eingeladen' })).toHaveAttribute(
      'href',
      '/users/management?funnel_stage=invited',
    );
    expect(within(funnel).getAllByRole('link')).toHaveLength(6);
    const nextSteps = await loaded('Nächste Schritte');
    expect(within(nextSteps).getByRole('link', { name: 'Beat Keller' })).toHaveAttribute('href', '/users/management/501');
    // each next step also leads to every client with the same one: the list with the matching filter
    expect(within(nextSteps).getByRole('link', { name: 'Seit 23 Tagen in der Phase «Eingeladen»' })).toHaveAttribute(
      'href',
      '/users/management?funnel_stage=invited',
    );
    expect(within(nextSteps).getByRole('link', { name: 'Säule-3a-Einzahlung 2026 noch offen' })).toHaveAttribute(
      'href',
      '/users/management?service_kind=third_pillar',
    );
  });

  it('hides every amount in private mode, in the widgets and in the charts', async () => {
    mockApi();
    await renderDashboard({ session: { privateMode: true } });

    for (const name of [
      'Übersicht',
      'Entwicklung der verwalteten Vermögen',
      'AUM-Ziele',
      'Kennzahlen',
      'Erwartete Einnahmen',
      'Vermögen je Produkt',
    ]) {
      await loaded(name);
    }
    await waitFor(() => expect(within(region('Vermögen je Produkt')).getAllByText('••••••')).toHaveLength(6));
    // Counts stay visible: they are not amounts.
    expect(within(region('Übersicht')).getByText('128')).toBeInTheDocument();
    expect(within(region('Übersicht')).getByText('••••••')).toBeInTheDocument();

    // The lazily loaded charts have drawn their axes by now.
    await waitFor(() => expect(document.querySelectorAll('.highcharts-root')).toHaveLength(2));
    const aumChart = Highcharts.charts.find((chart) => chart?.series.some((series) => series.type === 'column'));
    if (!aumChart) throw new Error('AUM chart not rendered');
    const axisLabels = [...document.querySelectorAll('.highcharts-yaxis-labels text')].map((label) => label.textContent);
    expect(axisLabels.length).toBeGreaterThan(0);
    expect(new Set(axisLabels)).toEqual(new Set(['••••••']));
    aumChart.tooltip.refresh(aumChart.series.map((series) => series.points[0]!));
    const tooltip = document.querySelector('.highcharts-tooltip')?.textContent ?? '';
    expect(tooltip).toContain('••••••');
    // The date of the point is all that is left of numbers.
    expect(tooltip.replace('01.09.2026', '')).not.toMatch(/\d/);

    expect(document.body.textContent).not.toMatch(groupedNumber);
    expect(document.body.textContent).not.toMatch(/CHF \d/);
  });

  it('welcomes a partner without clients with empty states instead of zeros and blank charts', async () => {
    mockApi({
      [`${api}/statistics/total_clients`]: ok(emptyPartner.totalClients),
      [`${api}/statistics/client_states`]: ok(emptyPartner.clientStates),
      [`${api}/statistics/aum_growth`]: ok(emptyPartner.aumGrowth),
      [`${api}/statistics/kpis`]: ok(emptyPartner.kpis),
      [`${api}/statistics/achieved_aum_targets`]: ok(emptyPartner.aumTargets),
      [`${api}/statistics/next_steps`]: ok(emptyPartner.nextSteps),
      [`${api}/admin/statistics/expected_revenue`]: ok(emptyPartner.expectedRevenue),
    });
    await renderDashboard();

    expect(await screen.findByText('Noch keine Kunden')).toBeInTheDocument();
    expect(within(await loaded('Kunden-Funnel')).getByText('Noch keine Kunden im Funnel.')).toBeInTheDocument();
    expect(
      within(await loaded('Entwicklung der verwalteten Vermögen')).getByText('Für diesen Zeitraum liegen noch keine Bewertungen vor.'),
    ).toBeInTheDocument();
    expect(within(await loaded('AUM-Ziele')).getByText('Sie haben noch keine Ziele festgelegt.')).toBeInTheDocument();
    expect(within(await loaded('Nächste Schritte')).getByText('Alles erledigt – keine offenen Schritte.')).toBeInTheDocument();
    expect(within(await loaded('Erwartete Einnahmen')).getByText('Noch keine Kunden mit Gebührenvereinbarung.')).toBeInTheDocument();
    const kpiTiles = within(await loaded('Kennzahlen')).getAllByRole('listitem');
    for (const tile of kpiTiles) expect(tile).toHaveTextContent('Kein Vergleich');
  });

  it('keeps the other widgets working when one endpoint fails, and retries that one on request', async () => {
    const user = userEvent.setup();
    let kpisFail = true;
    const server = mockApi({
      [`${api}/statistics/kpis`]: (request) => (kpisFail ? serverError(request) : { body: kpis }),
    });
    await renderDashboard();

    const retry = await within(region('Kennzahlen')).findByRole('button', { name: 'Erneut versuchen' });
    // The generic handler (docs/api.md) reports the server error once, translated, with what to do.
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es in einem Moment erneut und wenden Sie sich an den Support, wenn es wieder geschieht.',
    ]);

    expect(within(await loaded('Übersicht')).getByText("CHF 48'250'000")).toBeInTheDocument();
    expect(within(await loaded('Kunden-Funnel')).getByText('Investiert')).toBeInTheDocument();
    expect(within(await loaded('AUM-Ziele')).getByRole('button', { name: 'Ziele festlegen' })).toBeEnabled();

    kpisFail = false;
    await user.click(retry);
    await waitFor(() => expect(server.to(`${api}/statistics/kpis`)).toHaveLength(2));
    expect(await within(region('Kennzahlen')).findByText('Net New Money')).toBeInTheDocument();
  });

  it('loads the widgets below the first screen once the totals have answered, not beside them', async () => {
    let answerTotals: () => void = () => undefined;
    const totalsAnswered = new Promise<void>((resolve) => {
      answerTotals = resolve;
    });
    const server = mockApi({
      [`${api}/statistics/total_clients`]: async () => {
        await totalsAnswered;
        return { body: totalClients };
      },
    });
    await renderDashboard();
    // the widgets at the top ask for their figures at once; those below wait, with their place kept
    await waitFor(() => expect(server.to(`${api}/statistics/achieved_aum_targets`)).toHaveLength(1));
    expect(server.to(`${api}/statistics/client_states`)).toHaveLength(0);
    expect(server.to(`${api}/blog_posts`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Kunden-Funnel' })).not.toBeInTheDocument();
    answerTotals();
    expect(within(await screen.findByRole('region', { name: 'Kunden-Funnel' })).getByRole('heading')).toBeInTheDocument();
    await waitFor(() => expect(server.to(`${api}/blog_posts`)).toHaveLength(1));
    expect(server.to(`${api}/statistics/next_steps`)).toHaveLength(1);
  });

  it('shows no toast when the blog feed fails', async () => {
    mockApi({ [`${api}/blog_posts`]: serverError });
    await renderDashboard();

    const blog = await screen.findByRole('region', { name: 'Neuigkeiten' });
    expect(await within(blog).findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    await loaded('Übersicht');
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("follows the scope switch: 'Eigene Kunden' refetches every figure with scope=personal", async () => {
    const user = userEvent.setup();
    const server = mockApi();
    const scoped = [
      'statistics/total_clients',
      'statistics/client_states',
      'statistics/aum_growth',
      'statistics/kpis',
      'statistics/achieved_aum_targets',
      'statistics/next_steps',
      'admin/statistics/expected_revenue',
      ...serviceProducts.map((product) => `${product}_services/amounts`),
    ];
    await renderDashboard();
    // every figure, those below the first screen included (they follow the totals), asked for once
    for (const path of scoped) await waitFor(() => expect(server.to(`${api}/${path}`)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Eigene Kunden' }));

    expect(screen.getByRole('button', { name: 'Eigene Kunden' })).toHaveAttribute('aria-pressed', 'true');
    for (const path of scoped) {
      await waitFor(() =>
        expect(server.to(`${api}/${path}`).map((request) => new URL(request.url).searchParams.get('scope'))).toEqual([
          'company',
          'personal',
        ]),
      );
    }
  });

  it('reads the scope from the URL, and saves the chosen reference currency in the session and the profile', async () => {
    const user = userEvent.setup();
    const server = mockApi({ [`${api}/profile`]: ok({ partner_user: { ...partnerUser, reference_currency: 'EUR' } }) });
    await renderDashboard({ route: '/?scope=personal' });
    await loaded('Übersicht');
    expect(new URL(server.to(`${api}/statistics/total_clients`)[0]!.url).searchParams.get('scope')).toBe('personal');

    await user.click(screen.getByRole('button', { name: 'EUR' }));

    expect(useSession.getState().referenceCurrency).toBe('EUR');
    await waitFor(() =>
      expect(server.to(`${api}/statistics/total_clients`).map((request) => new URL(request.url).searchParams.get('currency'))).toEqual([
        'CHF',
        'EUR',
      ]),
    );
    const [saved] = server.to(`${api}/profile`);
    expect(saved!.method).toBe('PUT');
    expect(await saved!.json()).toEqual({ reference_currency: 'EUR' });
  });

  it('goes back to the previous currency when the profile cannot save it', async () => {
    const user = userEvent.setup();
    const server = mockApi({ [`${api}/profile`]: serverError });
    await renderDashboard();
    await loaded('Übersicht');

    await user.click(screen.getByRole('button', { name: 'USD' }));

    await waitFor(() => expect(server.to(`${api}/profile`)).toHaveLength(1));
    await waitFor(() => expect(useSession.getState().referenceCurrency).toBe('CHF'));
    expect(screen.getByRole('button', { name: 'CHF' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the AUM range and splits the chart by adviser', async () => {
    const user = userEvent.setup();
    const server = mockApi();
    await renderDashboard();
    const aum = await loaded('Entwicklung der verwalteten Vermögen');

    await user.click(within(aum).getByRole('button', { name: '3M (3 Monate)' }));
    await waitFor(() =>
      expect(server.to(`${api}/statistics/aum_growth`).map((request) => new URL(request.url).searchParams.get('range'))).toEqual([
        '1y',
        '3m',
      ]),
    );
    expect(within(aum).getByRole('button', { name: '3M (3 Monate)' })).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(aum.querySelector('.highcharts-root')).not.toBeNull());
    await user.click(within(aum).getByRole('button', { name: 'Nach Berater' }));
    await waitFor(() => {
      const legend = [...aum.querySelectorAll('.highcharts-legend-item')].map((item) => item.textContent);
      expect(legend).toEqual(expect.arrayContaining(['Anna Meier', 'Luca Rossi']));
    });
  });

  it('speaks French and asks for the blog posts in French', async () => {
    const server = mockApi();
    await renderDashboard({ locale: 'fr' });

    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tous les clients' })).toBeInTheDocument();
    const funnel = await screen.findByRole('region', { name: 'Entonnoir clients' });
    expect(await within(funnel).findByText('Inscription commencée')).toBeInTheDocument();
    expect(within(await loaded('Aperçu')).getByText('Avoirs investis')).toBeInTheDocument();
    expect(new URL(server.to(`${api}/blog_posts`)[0]!.url).searchParams.get('locale')).toBe('fr');
  });

  it('keeps an adviser without company figures in personal scope', async () => {
    const server = mockApi();
    await renderDashboard({ session: { partnerUser: { ...partnerUser, can_see_company_statistics: false } } });
    await loaded('Übersicht');

    expect(screen.getByRole('button', { name: 'Alle Kunden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eigene Kunden' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.to(`${api}/statistics/total_clients`).map((request) => new URL(request.url).searchParams.get('scope'))).toEqual([
      'personal',
    ]);
  });

  it('shows no expected revenue, and does not ask for it, without the expected_revenue module', async () => {
    const server = mockApi();
    await renderDashboard({ session: { visibleModules: ['clients', 'documents'] } });
    await loaded('Übersicht');
    await loaded('Vermögen je Produkt');

    expect(screen.queryByRole('region', { name: 'Erwartete Einnahmen' })).not.toBeInTheDocument();
    expect(server.to(`${api}/admin/statistics/expected_revenue`)).toHaveLength(0);
  });
});
