import { createTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../../test/mock-fetch';
import { PAGE_SETTLE_LIMIT_MS } from '../../../lib/page-heading';
import { FeaturePromptDialog } from './feature-prompt-dialog';

const defaultTheme = createTheme();

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
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

/**
 * With fake timers: lets more time pass than the prompt ever waits (the page's data limit and the idle wait), so that
 * a prompt not shown afterwards was decided against, not merely not yet shown.
 */
async function passEveryWait() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(PAGE_SETTLE_LIMIT_MS + 2000);
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
  it('is a notice beside the page, not a dialog: the focus, the clicks and the keys stay with the page', async () => {
    mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    let arrive!: (value: number) => void;
    const figures = new Promise<number>((resolve) => (arrive = resolve));
    const onSearch = jest.fn();
    const page = (
      <>
        <PageWithFigures figures={figures} />
        <input aria-label="Suche" />
        <button type="button" onClick={onSearch}>
          Suchen
        </button>
      </>
    );
    const { user } = await renderPrompt('/', page);
    // the adviser starts typing while the figures load; the notice comes up in the middle of it
    await user.click(screen.getByRole('textbox', { name: 'Suche' }));
    await user.keyboard('Mül');
    await act(async () => arrive(42));
    const notice = await screen.findByRole('region', { name: 'Neu: Kennzahlen' });
    expect(notice).toHaveTextContent('Ihre KPIs auf einen Blick.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveFocus();
    await user.keyboard('ler');
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveValue('Müller');
    // the rest of the page is not hidden from assistive technology, and takes its clicks
    expect(screen.getByRole('button', { name: 'Suchen' })).not.toHaveAttribute('aria-hidden');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(notice).toBeInTheDocument();
    // what the adviser opens (the notifications' popover, a menu: MUI's modal layer) lies over the notice, not under it
    expect(Number(getComputedStyle(notice).zIndex)).toBeLessThan(defaultTheme.zIndex.modal);
    expect(Number(getComputedStyle(notice).zIndex)).toBeGreaterThan(defaultTheme.zIndex.drawer);
  });

  it.each([
    ['Verstanden', 'the button'],
    ['Hinweis schliessen', 'the cross'],
  ])('closed with %s (%s), asks the API not to show it again', async (name) => {
    const api = mockFetch({
      'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } },
      'PUT admin_partner/feature_prompt/dont_show': { status: 204 },
    });
    const { user } = await renderPrompt();
    const notice = await screen.findByRole('region', { name: 'Neu: Kennzahlen' });
    await user.click(within(notice).getByRole('button', { name }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Neu: Kennzahlen' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.called('PUT', 'admin_partner/feature_prompt/dont_show')).toHaveLength(1));
    expect(api.called('PUT', 'admin_partner/feature_prompt/dont_show')[0]?.body).toEqual({ id: 7 });
  });

  it('does not come back once closed: the next sign-in reads no prompt from the API', async () => {
    let dismissed = false;
    const api = mockFetch({
      'GET admin_partner/feature_prompt': () => ({ body: { feature_prompt: dismissed ? null : prompt } }),
      'PUT admin_partner/feature_prompt/dont_show': () => {
        dismissed = true;
        return { status: 204 };
      },
    });
    const first = await renderPrompt();
    await first.user.click(await screen.findByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(dismissed).toBe(true));
    first.unmount();

    jest.useFakeTimers();
    await renderPrompt();
    await waitFor(() => expect(api.called('GET', 'admin_partner/feature_prompt')).toHaveLength(2));
    await passEveryWait();
    expect(screen.queryByRole('region', { name: 'Neu: Kennzahlen' })).not.toBeInTheDocument();
  });

  it('waits for the page heading', async () => {
    jest.useFakeTimers();
    const api = mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    await renderPrompt('/', <main id="main-content" />);
    await waitFor(() => expect(api.called('GET', 'admin_partner/feature_prompt')).toHaveLength(1));
    // the page's code has not rendered yet: no notice beside nothing, however long it takes
    await passEveryWait();
    expect(screen.queryByRole('region', { name: 'Neu: Kennzahlen' })).not.toBeInTheDocument();
    const heading = document.createElement('h1');
    heading.textContent = 'Dashboard';
    await act(async () => {
      document.getElementById('main-content')!.append(heading);
    });
    expect(await screen.findByRole('region', { name: 'Neu: Kennzahlen' })).toBeInTheDocument();
  });

  it('greets on the dashboard only, not on the settings page', async () => {
    jest.useFakeTimers();
    const api = mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    const settings = await renderPrompt('/settings');
    await waitFor(() => expect(api.called('GET', 'admin_partner/feature_prompt')).toHaveLength(1));
    await passEveryWait();
    expect(screen.queryByRole('region', { name: 'Neu: Kennzahlen' })).not.toBeInTheDocument();
    settings.unmount();
    await renderPrompt('/fr');
    expect(await screen.findByRole('region', { name: 'Neu: Kennzahlen' })).toBeInTheDocument();
  });
});
