import { BrowserRouter } from '@portal/shared/router';
import { AppProviders } from '@portal/shared/ui/app-providers';
import type { PortalConfig } from '../config/portal-config';
import { PortalConfigContext } from '../config/portal-config-context';
import { AppRoutes } from './app-routes';
import { LazyToaster } from './lazy-toaster';

export function App({ config }: { config: PortalConfig }) {
  return (
    <PortalConfigContext value={config}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <LazyToaster />
      </AppProviders>
    </PortalConfigContext>
  );
}
