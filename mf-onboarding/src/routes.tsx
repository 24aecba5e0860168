import { Route, Routes } from '@portal/shared/router';
import { OnboardingPage } from './features/onboarding/components/onboarding-page';
import './i18n';

/**
 * What the remote exposes as `./routes`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/users/management/onboard), so the paths here are relative to that base.
 */
export default function OnboardingRoutes() {
  return (
    <Routes>
      <Route index element={<OnboardingPage />} />
    </Routes>
  );
}
