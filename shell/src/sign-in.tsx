/**
 * The sign-in page as a light entry of its own (issue 8): a cold load of `/login` (or `/fr/login`) gets this build
 * (`dist/login.html`, `dist/sign-in/`), without the federation runtime, the route table and the remotes, and renders
 * the same login page as the portal. Any other address it is led to (the page after sign-in, the code page, the
 * password pages) loads the whole portal there, which restores the session from the refresh cookie.
 */
import './zod-config';
import { BrowserRouter } from '@portal/shared/router';
import { BaseProviders } from '@portal/shared/ui/base-providers';
import { SignInRoutes } from './app/sign-in-routes';
import { startShell } from './start-shell';

void startShell({
  name: 'the sign-in page',
  render: () => (
    <BaseProviders>
      <BrowserRouter>
        <SignInRoutes />
      </BrowserRouter>
    </BaseProviders>
  ),
});
