import { Route, Routes } from '@portal/shared/router';
import { VbSearchPage, VbSearchWithoutClient } from './features/vb-search/components/vb-search-page';
import './i18n';

/**
 * What the remote exposes as `./vb-search`: the shell renders it at /users/management/vb_search (this remote's second
 * route in build-kit/remotes.json), so the paths here are relative to that base: the client's id.
 */
export default function VbSearchRoutes() {
  return (
    <Routes>
      <Route index element={<VbSearchWithoutClient />} />
      <Route path=":id" element={<VbSearchPage />} />
    </Routes>
  );
}
