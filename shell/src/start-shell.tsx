import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, type ApiConfig } from '@portal/shared/api/config';
import { loadCurrentTexts } from '@portal/shared/i18n';
import { fetchPortalConfig, type PortalConfig } from './config/portal-config';
import { registerShellResources } from './i18n';

interface StartShellOptions {
  /** What could not start, for the console: 'the portal', 'the sign-in page'. */
  name: string;
  /** The API client's options besides its base address. */
  api?: Omit<ApiConfig, 'apiBase'>;
  /** What needs the configuration before the first render (the remotes' registration). */
  prepare?: (config: PortalConfig) => void;
  render: (config: PortalConfig) => ReactNode;
}

/**
 * The start of both shell entries (src/bootstrap.tsx, the portal; src/sign-in.tsx, the light sign-in page): the
 * portal's configuration and the texts of the page's language, the API client, then the first render; a page that
 * says so instead of a blank one when the configuration (or the texts) cannot be had.
 */
export async function startShell({ name, api, prepare, render }: StartShellOptions) {
  const root = createRoot(document.getElementById('root')!);
  try {
    registerShellResources();
    // the page's language, when the build left its texts out (not German), loads beside the configuration
    const [config] = await Promise.all([fetchPortalConfig(), loadCurrentTexts()]);
    configureApi({ apiBase: config.apiBase, ...api });
    prepare?.(config);
    // As a transition, React renders the first page in slices and keeps the main thread free for input.
    startTransition(() => {
      root.render(<StrictMode>{render(config)}</StrictMode>);
    });
  } catch (error) {
    // Without its configuration the portal cannot reach the API.
    console.error(`${name} could not start`, error);
    const { StartupError } = await import('./startup-error');
    root.render(<StartupError />);
  }
}
