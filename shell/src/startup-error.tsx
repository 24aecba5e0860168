import { AppProviders } from '@portal/shared/ui/app-providers';
import { registerShellResources } from './i18n';
import { ErrorPage } from './routing/error-page';

export function StartupError() {
  registerShellResources();
  return (
    <AppProviders>
      <ErrorPage status={503} message="Service Unavailable" />
    </AppProviders>
  );
}
