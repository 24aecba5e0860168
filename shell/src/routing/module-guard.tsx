import type { ReactNode } from 'react';
import { Navigate } from '@portal/shared/router';
import type { VisibleModule } from '@portal/shared/session';
import { useSession } from '@portal/shared/session';

/** A route of a module the user may not see redirects to the dashboard (SPEC §2). */
export function ModuleGuard({ module, children }: { module: VisibleModule; children: ReactNode }) {
  const allowed = useSession((state) => state.visibleModules.includes(module));
  if (!allowed) return <Navigate replace to={'/'} />;
  return children;
}
