import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@portal/shared/router';
import { configureApi } from '@portal/shared/api';
import { loadCurrentTexts } from '@portal/shared/i18n';
import { AppProviders } from '@portal/shared/ui/app-providers';
import { Toaster } from '@portal/shared/ui/toaster';
import { StandaloneHost } from '@portal/shared/standalone';
import StatisticsRoutes from './routes';

// The team's standalone host: the API is reached through the dev server's proxy on the same origin.
configureApi({ apiBase: '/api/v1' });
// The page's language before the first render: the build leaves the texts of every language but German out of the
// bundle, and the portal's shell awaits them the same way.
await loadCurrentTexts();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route
            path="/*"
            element={
              <StandaloneHost name="mf-statistics">
                <StatisticsRoutes />
              </StandaloneHost>
            }
          />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </AppProviders>
  </StrictMode>,
);
