import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../../test/mock-fetch';
import { FeaturePromptDialog } from './feature-prompt-dialog';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const prompt = { id: 7, title: 'Neu: Kennzahlen', body: 'Ihre KPIs auf einen Blick.', image_url: null };

const dashboard = (
  <main id="main-content">
    <h1>Dashboard</h1>
  </main>
);

/** The prompt beside a page (by default one with its heading: the prompt waits for the page it greets on). */
async function renderPrompt(route = '/', page = dashboard) {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <>
        {page}
        <FeaturePromptDialog />
      </>,
      { session: signedInSession, route },
    );
  });
  return result;
}

/** Lets pending timers of zero delay (the idle wait's fallback) and promises run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A page whose figures load until the test lets them arrive. */
function PageWithFigures({ figures }: { figures: Promise<number> }) {
  const query = useQuery({ queryKey: ['figures'], queryFn: () => figures });
  return (
    <main id="main-content">
      <h1>Dashboard</h1>
      <p>{query.data ?? '…'}</p>
    </main>
  );
}

describe('feature prompt', () => {
  it('asks the API not to show it again when the user says so', async () => {
    const api = mockFetch({
      'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } },
      'PUT admin_partner/feature_prompt/dont_show': { status: 204 },
    });
    const { user } = await renderPrompt();
    expect(await screen.findByRole('dialog', { name: 'Neu: Kennzahlen' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Nicht mehr anzeigen' }));
    await user.click(screen.getByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.called('PUT', 'admin_partner/feature_prompt/dont_show')[0]?.body).toEqual({ id: 7 });
  });

  it('only closes it for now otherwise', async () => {
    const api = mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    const { user } = await renderPrompt();
    await user.click(await screen.findByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.called('PUT', 'admin_partner/feature_prompt/dont_show')).toHaveLength(0);
  });

  it('waits for the page heading, and gives the focus back to it when closed', async () => {
    mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    const result = await renderPrompt('/', <main id="main-content" />);
    // the page's code has not rendered yet: no prompt in front of nothing
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // the page arrives and its heading takes the focus (use-focus-page-heading.ts)
    const heading = document.createElement('h1');
    heading.textContent = 'Dashboard';
    heading.tabIndex = -1;
    await act(async () => {
      document.getElementById('main-content')!.append(heading);
      heading.focus();
    });
    await result.user.click(await screen.findByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(heading).toHaveFocus();
  });

  it('stays closed for the rest of the session, across page loads', async () => {
    const api = mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    const first = await renderPrompt();
    await first.user.click(await screen.findByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    await renderPrompt();
    // the prompt was read again (a new page load) and still not shown
    await waitFor(() => expect(api.called('GET', 'admin_partner/feature_prompt')).toHaveLength(2));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('greets on the dashboard only, not on the settings page', async () => {
    const api = mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    const settings = await renderPrompt('/settings');
    await waitFor(() => expect(api.called('GET', 'admin_partner/feature_prompt')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    settings.unmount();
    await renderPrompt('/fr');
    expect(await screen.findByRole('dialog', { name: 'Neu: Kennzahlen' })).toBeInTheDocument();
  });

  it('waits until the page has loaded its figures', async () => {
    mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    let arrive!: (value: number) => void;
    const figures = new Promise<number>((resolve) => (arrive = resolve));
    await renderPrompt('/', <PageWithFigures figures={figures} />);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => arrive(42));
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Neu: Kennzahlen' })).toBeInTheDocument();
  });
});
