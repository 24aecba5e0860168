import { Route, Routes } from '@portal/shared/router';
import { addResources } from '@portal/shared/i18n';
import { Dashboard } from './app/dashboard';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import './i18n-types';

// The figures of the first screen, asked for before the first render on a cold load (shell: startRemoteOfPage).
export { prefetchDashboard as prefetch } from './app/prefetch-dashboard';

// Registered when the shell loads this module, before the first render asks for a key.
addResources('statistics', { de, en, fr, it });

/** What the remote exposes as `./routes`: rendered by the shell at the index route `/` (and `/:locale/`). */
export default function StatisticsRoutes() {
  return (
    <Routes>
      <Route index element={<Dashboard />} />
    </Routes>
  );
}
