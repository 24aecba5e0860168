/**
 * The sign-in page as a light entry of its own (issue 8): a cold load of `/login` (or `/fr/login`) gets this build
 * (`dist/login.html`, `dist/sign-in/`), without the federation runtime, the route table and the remotes, and renders
 * the same login page as the portal. Any other address it is led to (the page after sign-in, the code page, the
 * password pages) loads the whole portal there, which restores the session from the refresh cookie.
 */
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@portal/shared/api/config';
import { BrowserRouter } from '@portal/shared/router';
import { BaseProviders } from '@portal/shared/ui/base-providers';
import { fetchPortalConfig } from './config/portal-config';
import { registerShellResources } from './i18n';
import { SignInRoutes } from './app/sign-in-routes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await fetchPortalConfig();
    configureApi({ apiBase: config.apiBase });
    registerShellResources();
    root.render(
      <StrictMode>
        <BaseProviders>
          <BrowserRouter>
            <SignInRoutes />
          </BrowserRouter>
        </BaseProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error('the sign-in page could not start', error);
    const { StartupError } = await import('./startup-error');
    root.render(<StartupError />);
  }
}

void start();
