import { Route, Routes } from '@portal/shared/router';
import { ResourcesPage } from './features/resources/components/resources-page';
import './i18n';

/**
 * What the remote exposes as `./routes`: the shell renders it at the route base of this remote's entry in
 * build-kit/remotes.json (/documents/resources), so the paths here are relative to that base.
 */
export default function ResourcesRoutes() {
  return (
    <Routes>
      <Route index element={<ResourcesPage />} />
    </Routes>
  );
}
