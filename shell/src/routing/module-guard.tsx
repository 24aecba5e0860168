import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import type { VisibleModule } from '@portal/shared/session';
import { useSession } from '@portal/shared/session';
import { StatusPage } from './not-found-page';

/**
 * A route of a module the user may not see (opened from a bookmark or a typed address) says so in the page's
 * language, with a link to the dashboard, instead of sending the user elsewhere without a word (docs/modules.md).
 */
export function ModuleGuard({ module, children }: { module: VisibleModule; children: ReactNode }) {
  const allowed = useSession((state) => state.visibleModules.includes(module));
  const { t } = useTranslation('shell');
  if (!allowed) return <StatusPage status={403} message={t('moduleGuard.notAvailable')} homeLink inLayout />;
  return children;
}
