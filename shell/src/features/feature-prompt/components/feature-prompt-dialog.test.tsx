import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../../test/mock-fetch';
import { FeaturePromptDialog } from './feature-prompt-dialog';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const prompt = { id: 7, title: 'Neu: Kennzahlen', body: 'Ihre KPIs auf einen Blick.', image_url: null };

async function renderPrompt(route = '/') {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(<FeaturePromptDialog />, { session: signedInSession, route });
  });
  return result;
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

  it('hands the focus to the page heading when closed, if it opened before the heading had it', async () => {
    mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    let result!: ReturnType<typeof renderWithProviders>;
    await act(async () => {
      result = renderWithProviders(
        <>
          <main id="main-content">
            <h1>Dashboard</h1>
          </main>
          <FeaturePromptDialog />
        </>,
        { session: signedInSession },
      );
    });
    await result.user.click(await screen.findByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('greets on the dashboard only, not on the settings page', async () => {
    const api = mockFetch({ 'GET admin_partner/feature_prompt': { body: { feature_prompt: prompt } } });
    const settings = await renderPrompt('/settings');
    await waitFor(() => expect(api.called('GET', 'admin_partner/feature_prompt')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    settings.unmount();
    await renderPrompt('/fr');
    expect(await screen.findByRole('dialog', { name: 'Neu: Kennzahlen' })).toBeInTheDocument();
  });
});
