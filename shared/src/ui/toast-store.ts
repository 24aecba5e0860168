import { createStore } from 'zustand/vanilla';
import { pageSingleton } from '../singleton';

/** Error toasts last 5000 ms, success toasts 2000 ms by default (docs/screens-and-layout.md). */
export const toastDurations = { error: 5000, success: 2000, info: 3000, warning: 5000 } as const;

export type ToastSeverity = keyof typeof toastDurations;
export type Toast = { id: number; severity: ToastSeverity; message: string; duration: number };
export type ToastOptions = { duration?: number };

type ToastState = { toasts: Toast[] };

/** Kept apart from the components so that the API client can raise toasts without pulling in MUI. */
export const toastStore = pageSingleton('toasts', () => createStore<ToastState>()(() => ({ toasts: [] })));

// shared like the list, so that two copies never hand out the same id
const ids = pageSingleton('toast-ids', () => ({ next: 1 }));

function show(severity: ToastSeverity, message: string, options?: ToastOptions): number {
  const id = ids.next++;
  const duration = options?.duration ?? toastDurations[severity];
  // Parallel requests that fail alike (a server down behind every widget) show one toast, freshly timed.
  toastStore.setState((state) => ({
    toasts: [...state.toasts.filter((t) => t.severity !== severity || t.message !== message), { id, severity, message, duration }],
  }));
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismiss: dismissToast,
  clear: () => toastStore.setState({ toasts: [] }),
};
