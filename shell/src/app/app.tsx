import { BrowserRouter } from 'react-router';
import { AppProviders, Toaster } from '@portal/shared/ui';
import type { PortalConfig } from '../config/portal-config';
import { PortalConfigContext } from '../config/portal-config-context';
import { AppRoutes } from './app-routes';

export function App({ config }: { config: PortalConfig }) {
  return (
    <PortalConfigContext value={config}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </AppProviders>
    </PortalConfigContext>
  );
}
