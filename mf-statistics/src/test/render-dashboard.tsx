import { act } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from '@portal/shared/api';
import type { Locale } from '@portal/shared/i18n';
import type { SessionValues } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import StatisticsRoutes from '../routes';
import { partnerUser } from './fixtures';

// Node's Request (the test environment's) only takes absolute URLs.
configureApi({ apiBase: 'http://localhost/api/v1' });

export const signedInSession: Partial<SessionValues> = {
  accessToken: 'access-token',
  partnerUser,
  visibleModules: ['clients', 'documents', 'invoices', 'expected_revenue'],
  privateMode: false,
  referenceCurrency: 'CHF',
};

/** The remote as the shell mounts it at `/`. */
export async function renderDashboard({
  route = '/',
  session = {},
  locale = 'de',
  queryClient,
}: { route?: string; session?: Partial<SessionValues>; locale?: Locale; queryClient?: QueryClient } = {}) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<StatisticsRoutes />, { route, locale, session: { ...signedInSession, ...session }, queryClient });
  });
  return result!;
}
