import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@portal/shared/api/config';
import { i18n } from '@portal/shared/i18n';
import { toast } from '@portal/shared/ui/toast-store';
import { App } from './app/app';
import { fetchPortalConfig } from './config/portal-config';
import { registerShellResources } from './i18n';
import { isChunkLoadError, reloadOnChunkError } from './remotes/chunk-reload';
import { registerPortalRemotes } from './remotes/register-remotes';

// A lazy chunk that fails outside any error boundary (a prefetch, an event handler) also counts.
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnChunkError(event.reason);
});

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await fetchPortalConfig();
    configureApi({
      apiBase: config.apiBase,
      // The signed-out session already sends RequireAuth to /login?redirectTo=…, without a page load.
      onSessionEnded: () => toast.info(i18n.t('session.ended', { ns: 'common' })),
    });
    registerShellResources();
    registerPortalRemotes(config);
    // As a transition, React renders the first page in slices and keeps the main thread free for input.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      );
    });
  } catch (error) {
    // Without its configuration the portal cannot reach the API; say so instead of a blank page.
    console.error('the portal could not start', error);
    const { StartupError } = await import('./startup-error');
    root.render(<StartupError />);
  }
}

void start();
