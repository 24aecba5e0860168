import { Route, Routes } from '@portal/shared/router';
import { ServicePage } from './features/onboarding/components/service-page';
import './i18n';

/**
 * What the remote exposes as `./services`: the shell renders it at /users/management/:uid/services (this remote's
 * third route in build-kit/remotes.json), so the paths here are relative to that base: a suggestion's id, or none for
 * a new one. The client's id is the base's `uid`.
 */
export default function ServiceRoutes() {
  return (
    <Routes>
      <Route index element={<ServicePage />} />
      <Route path=":id" element={<ServicePage />} />
    </Routes>
  );
}
