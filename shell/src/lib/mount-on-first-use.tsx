import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `when` is true on, and keeps them rendered afterwards (so that a closing
 * popup plays its transition and keeps its state): for menus, popovers and dialogs whose code (`lazy`) loads on first
 * use instead of with the first page. Until the code is there, nothing shows.
 */
export function MountOnFirstUse({ when, children }: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(when);
  // set during render, not in an effect: the popup mounts in the same commit that opens it
  if (when && !used) setUsed(true);
  if (!used && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
