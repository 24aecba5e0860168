import { Route, Routes } from '@portal/shared/router';
import { OnboardingWizard } from './features/onboarding/components/onboarding-wizard';
import './i18n';

/**
 * What the remote exposes as `./routes`: the shell renders it at /users/management/onboard (the first route of this
 * remote's entry in build-kit/remotes.json), so the paths here are relative to that base.
 */
export default function OnboardingRoutes() {
  return (
    <Routes>
      <Route index element={<OnboardingWizard />} />
      <Route path=":id" element={<OnboardingWizard />} />
    </Routes>
  );
}
