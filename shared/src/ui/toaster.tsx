import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../i18n/react';
import { useStore } from 'zustand';
import { dismissToast, toastStore, type Toast } from './toast-store';

function ToastItem({ toast, autoHide }: { toast: Toast; autoHide: boolean }) {
  const { t } = useTranslation('common');
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not swallow a message the user has not read.
    if (reason === 'clickaway') return;
    dismissToast(toast.id);
  };
  return (
    <Snackbar
      open
      autoHideDuration={autoHide ? toast.duration : null}
      onClose={close}
      // Stacked inside the fixed container below instead of each one fixed on top of the other.
      sx={{ position: 'static', transform: 'none', maxWidth: 450, width: '100%' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={() => close()}
        slotProps={{ closeButton: { title: t('toast.close'), 'aria-label': t('toast.close') } }}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

export type ToasterProps = {
  /**
   * `false`: a toast stays until it is closed. Tests render it so (see `renderWithProviders`), because a toast that
   * expires by the wall clock is gone before a slow machine reads it; a test of the lifetime runs fake timers instead.
   */
  autoHide?: boolean;
};

/** Renders the toasts of `toast.error` / `toast.success`; the shell mounts it once. */
export function Toaster({ autoHide = true }: ToasterProps) {
  const toasts = useStore(toastStore, (state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'calc(100% - 32px)',
        maxWidth: 450,
        alignItems: 'stretch',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} autoHide={autoHide} />
      ))}
    </Stack>
  );
}
