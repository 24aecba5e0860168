import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../i18n/react';
import { toErrorMessage } from '../api/errors';
import { MAX_FILE_SIZE_BYTES } from '../validation';
import { visuallyHidden } from './visually-hidden';

/** Uploads are limited to 10 MB (docs/api.md). */
export const maxUploadBytes = MAX_FILE_SIZE_BYTES;

export type FileUploadProps = {
  /** Text of the button that opens the file picker. */
  label?: string;
  accept?: string;
  maxSize?: number;
  disabled?: boolean;
  /**
   * Sends the file and reports progress as a fraction from 0 to 1, typically
   * `uploadWithProgress(path, form, { onProgress, context: { silent: true } })` from `@portal/shared/api`
   * (silent, because this component shows the error itself).
   */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onUploaded?: (file: File) => void;
  /** The page shows what was uploaded itself: the completion is only spoken, not shown a second time. */
  quietDone?: boolean;
};

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'done'; file: File }
  | { status: 'error'; message: string };

export function FileUpload({
  label,
  accept,
  maxSize = maxUploadBytes,
  disabled = false,
  onUpload,
  onUploaded,
  quietDone = false,
}: FileUploadProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Reset, so that choosing the same file again after an error fires another change.
    input.value = '';
    if (!file) return;
    if (file.size > maxSize) {
      setState({ status: 'error', message: t('errors.fileTooLarge') });
      return;
    }
    setState({ status: 'uploading', file, progress: 0 });
    try {
      await onUpload(file, (fraction) =>
        setState((current) =>
          current.status === 'uploading' ? { ...current, progress: Math.round(Math.min(1, Math.max(0, fraction)) * 100) } : current,
        ),
      );
      setState({ status: 'done', file });
      onUploaded?.(file);
    } catch (error) {
      setState({ status: 'error', message: toErrorMessage(error) });
    }
  };

  const uploading = state.status === 'uploading';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      {/* A button that opens the picker of a hidden input; a <label> in a button's place took the role of a button,
          which a label may not have (axe: aria-allowed-role). The input keeps the name, for who fills it directly. */}
      <Button variant="outlined" disabled={disabled || uploading} onClick={() => input.current?.click()}>
        {label ?? t('upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label ?? t('upload.choose')}
        accept={accept}
        disabled={disabled || uploading}
        onChange={handleChange}
      />
      <Typography variant="caption" color="text.secondary">
        {t('upload.maxSize')}
      </Typography>
      {state.status === 'uploading' && (
        <Box sx={{ width: '100%' }}>
          <LinearProgress variant="determinate" value={state.progress} aria-label={t('upload.progress')} />
          <Typography variant="caption">{t('upload.uploading', { percent: state.progress })}</Typography>
        </Box>
      )}
      {state.status === 'done' && (
        <Typography variant="body2" color="success.main" role="status" sx={quietDone ? visuallyHidden : undefined}>
          {t('upload.done', { name: state.file.name })}
        </Typography>
      )}
      {state.status === 'error' && (
        <Typography variant="body2" color="error" role="alert">
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
