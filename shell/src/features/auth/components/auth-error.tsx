import Alert from '@mui/material/Alert';
import { errorStatus, toErrorMessage } from '@portal/shared/api/errors';

/**
 * Wrong credentials or a wrong code come back as 401, which the generic handler never toasts (SPEC §8):
 * the sign-in screens show that message themselves. Other failures already raised a toast.
 */
export function AuthError({ error }: { error: unknown }) {
  if (!error || errorStatus(error) !== 401) return null;
  return (
    <Alert severity="error" role="alert">
      {toErrorMessage(error)}
    </Alert>
  );
}
