import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from '@portal/shared/router';
import { queryClient } from '@portal/shared/query';

/** The query client for every route that fetches data: loaded with the first such route, never on the login page. */
export default function QueryLayout({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}
