import { act, waitFor } from '@testing-library/react';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../test/mock-fetch';
import { useVisibleModulesSync } from './use-visible-modules-sync';

function Probe({ reload }: { reload: () => void }) {
  useVisibleModulesSync(reload);
  return null;
}

async function sync(modules: string[], session = signedInSession) {
  mockFetch({ 'GET admin_partner/available_modules': { body: { available_modules: modules } } });
  const reload = jest.fn();
  await act(async () => {
    renderWithProviders(<Probe reload={reload} />, { session });
  });
  return reload;
}

afterEach(() => jest.restoreAllMocks());

describe('visible modules', () => {
  it('reloads the page when the non-empty list changes in length', async () => {
    const reload = await sync(['clients', 'documents', 'invoices']);
    await waitFor(() => expect(useSession.getState().visibleModules).toHaveLength(3));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when only the order or nothing changes', async () => {
    const reload = await sync(['documents', 'clients']);
    await waitFor(() => expect(useSession.getState().visibleModules).toEqual(['documents', 'clients']));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the list was empty before', async () => {
    const reload = await sync(['clients'], { ...signedInSession, visibleModules: [] });
    await waitFor(() => expect(useSession.getState().visibleModules).toEqual(['clients']));
    expect(reload).not.toHaveBeenCalled();
  });
});
