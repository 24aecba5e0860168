import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { toastStore } from '@portal/shared/ui/toast-store';

// Snackbar, Alert and their transitions load with the first toast instead of with the first page.
const Toaster = lazy(() => import('@portal/shared/ui/toaster').then((module) => ({ default: module.Toaster })));

/** `<Toaster />` of @portal/shared/ui, mounted once there is something to show. */
export function LazyToaster() {
  const hasToasts = useStore(toastStore, (state) => state.toasts.length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
