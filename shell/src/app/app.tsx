import { BrowserRouter } from '@portal/shared/router';
import { BaseProviders } from '@portal/shared/ui/base-providers';
import type { PortalConfig } from '../config/portal-config';
import { PortalConfigContext } from '../config/portal-config-context';
import { AppRoutes } from './app-routes';
import { LazyToaster } from './lazy-toaster';

export function App({ config }: { config: PortalConfig }) {
  return (
    <PortalConfigContext value={config}>
      <BaseProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <LazyToaster />
      </BaseProviders>
    </PortalConfigContext>
  );
}
