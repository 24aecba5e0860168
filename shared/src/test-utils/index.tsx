import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { initI18n, type Locale } from '../i18n';
import { createTestQueryClient } from '../query';
import { useSession, type SessionValues } from '../session';
import { AppProviders } from '../ui/app-providers';
import { BaseProviders } from '../ui/base-providers';
import { toastStore } from '../ui/toast-store';
import { Toaster } from '../ui/toaster';

export { createTestQueryClient } from '../query';
export { testClientContact, testPartnerUser } from './fixtures';
export { setToday } from './clock';
export { FakeXhr } from './fake-xhr';
export { mockApi, serverError, type Handler, type Reply } from './mock-api';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Initial location of the MemoryRouter. */
  route?: string;
  /** Session values for this test; anything not given is signed out. */
  session?: Partial<SessionValues>;
  queryClient?: QueryClient;
  locale?: Locale;
  /** Renders the `<Toaster />` too (default), so that toasts can be asserted on. */
  toaster?: boolean;
  /**
   * `true`: toasts close after their duration, as in the portal; only with fake timers (`jest.useFakeTimers()`), so that
   * the test decides when time passes. Default: they stay until closed, however slowly the machine runs the test.
   */
  toastsExpire?: boolean;
  /** `false`: no QueryClientProvider, as on the shell's login page, which loads without react-query. */
  query?: boolean;
};

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
};

const signedOut: SessionValues = {
  accessToken: null,
  partnerUser: null,
  visibleModules: [],
  privateMode: false,
  referenceCurrency: 'CHF',
};

/** Jest's modern fake timers mark `setTimeout` with their clock (the check of @testing-library/dom). */
function fakeTimersAreOn(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
}

/** Renders with the portal's theme, i18n (German unless told), a fresh QueryClient (unless `query: false`) and a MemoryRouter. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const {
    route = '/',
    session,
    queryClient = createTestQueryClient(),
    locale = 'de',
    toaster = true,
    toastsExpire = false,
    query = true,
    ...renderOptions
  } = options;
  if (toastsExpire && !fakeTimersAreOn()) {
    throw new Error('toastsExpire: call jest.useFakeTimers() first, so that the test, not the machine, decides when a toast expires');
  }
  initI18n(locale);
  useSession.setState({ ...signedOut, ...session });
  toastStore.setState({ toasts: [] });
  const user = userEvent.setup();

  function Wrapper({ children }: { children: ReactNode }) {
    const routed = (
      <MemoryRouter initialEntries={[route]}>
        {children}
        {toaster && <Toaster autoHide={toastsExpire} />}
      </MemoryRouter>
    );
    return query ? <AppProviders queryClient={queryClient}>{routed}</AppProviders> : <BaseProviders>{routed}</BaseProviders>;
  }

  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), queryClient, user };
}
