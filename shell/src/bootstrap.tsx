import { resumeSession } from '@portal/shared/api';
import { i18n } from '@portal/shared/i18n';
import { toast } from '@portal/shared/ui/toast-store';
import { App } from './app/app';
import { isChunkLoadError, reloadOnChunkError } from './remotes/chunk-reload';
import { registerPortalRemotes } from './remotes/register-remotes';
import { startRemoteOfPage } from './remotes/remote-loaders';
import { deployedRoutes, remoteRoutes } from './app/remote-routes';
import { useSession } from '@portal/shared/session';
import { startShell } from './start-shell';
import { startTelemetry } from './lib/telemetry';

// A lazy chunk that fails outside any error boundary (a prefetch, an event handler) also counts.
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnChunkError(event.reason);
});

void startShell({
  name: 'the portal',
  // The signed-out session already sends RequireAuth to /login?redirectTo=…, without a page load.
  api: { onSessionEnded: () => toast.info(i18n.t('session.ended', { ns: 'common' })) },
  prepare: (config) => {
    resumeSession();
    registerPortalRemotes(config);
    const { partnerUser, visibleModules } = useSession.getState();
    startRemoteOfPage({
      pathname: window.location.pathname,
      routes: deployedRoutes(remoteRoutes, config.remotes),
      signedIn: Boolean(partnerUser),
      visibleModules,
    });
  },
  render: (config) => <App config={config} />,
});
// the Web Vitals and failed remotes of the adviser's pages, counted in the API's metrics (docs/operations.md)
startTelemetry();
