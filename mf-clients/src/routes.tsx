import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@portal/shared/router';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ClientListPage } from './features/client-list/components/client-list-page';
import { ExportClientsButton } from './features/export/components/export-clients-button';
import { ReferralButton } from './features/referral/components/referral-button';
import { ClientDetailRoute, ServicePerformanceRoute } from './app/detail-pages';
import './i18n';

export { prefetchClientPage as prefetch } from './app/prefetch-client';

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
