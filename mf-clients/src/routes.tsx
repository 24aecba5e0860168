import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ClientListPage } from './features/client-list/components/client-list-page';
import { ExportClientsButton } from './features/export/components/export-clients-button';
import { ReferralButton } from './features/referral/components/referral-button';
import './i18n';

// A client's pages are a chunk of their own (app/detail-routes.tsx): the list, the page most opened after the dashboard,
// loads without them (docs/performance.md).
const ClientDetailRoute = lazy(() => import('./app/detail-routes').then((module) => ({ default: module.ClientDetailRoute })));
const ServicePerformanceRoute = lazy(() => import('./app/detail-routes').then((module) => ({ default: module.ServicePerformanceRoute })));

const whileLoading = (page: ReactNode) => (
  <Suspense
    fallback={
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <LoadingSkeleton rows={6} />
      </Box>
    }
  >
    {page}
  </Suspense>
);

/**
 * What the remote exposes as `./routes`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/users/management), so the paths here are relative to that base.
 */
export default function ClientsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <ClientListPage
            actions={(query) => (
              <>
                <ReferralButton />
                <ExportClientsButton params={query} />
              </>
            )}
          />
        }
      />
      <Route path=":id" element={whileLoading(<ClientDetailRoute />)} />
      <Route path=":id/performance/:serviceId" element={whileLoading(<ServicePerformanceRoute />)} />
    </Routes>
  );
}
