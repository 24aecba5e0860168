import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { Navigate, useNavigate } from '@portal/shared/router';
import { rememberLocale } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { toast } from '@portal/shared/ui/toast-store';
import { paths } from '../../../lib/paths';
import { useSendCode, useTwoFactor } from '../api/auth-mutations';
import { useFieldMessage } from '../hooks/use-field-message';
import { clearPendingTwoFactor, readPendingTwoFactor } from '../pending-two-factor';
import { twoFactorFormSchema, type TwoFactorForm } from '../schemas';
import { AuthError } from './auth-error';
import { AuthScreen } from './auth-screen';
import { FormTextField } from './form-text-field';

export default function TwoFactorPage() {
  const { t } = useTranslation('shell');
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  // Read once: clearing it after success must not send the page to the login before it navigates on.
  const [pending] = useState(readPendingTwoFactor);
  const submitCode = useTwoFactor();
  const sendCode = useSendCode();
  const { register, control, handleSubmit, formState } = useForm<TwoFactorForm>({
    resolver: zodResolver(twoFactorFormSchema),
    defaultValues: { code: '', remember_device: pending?.remember_device ?? false },
  });

  // Without a password step behind it, a code means nothing: start at the login again.
  if (!pending) return <Navigate replace to={paths.login} />;

  const onSubmit = handleSubmit(async ({ code, remember_device }) => {
    const result = await submitCode
      .mutateAsync({ code, remember_device, temp_token: pending.temp_token, email: pending.email })
      .catch(() => null);
    if (!result) return;
    clearPendingTwoFactor();
    useSession.getState().signIn(result);
    rememberLocale(result.partner_user.language);
    void navigate(pending.redirectTo, { replace: true });
  });

  const resend = () =>
    sendCode.mutate({ email: pending.email, temp_token: pending.temp_token }, { onSuccess: ({ message }) => toast.success(message) });

  return (
    <AuthScreen title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle', { email: pending.email })}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <AuthError error={submitCode.error} />
        <FormTextField
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' }}
          field={register('code')}
          error={fieldMessage(formState.errors.code?.message)}
        />
        <Controller
          control={control}
          name="remember_device"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('login.rememberDevice')}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || submitCode.isPending}>
          {t('twoFactor.submit')}
        </Button>
        <Button onClick={resend} disabled={sendCode.isPending}>
          {t('twoFactor.resend')}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            clearPendingTwoFactor();
            void navigate(paths.login, { replace: true });
          }}
        >
          {t('twoFactor.backToLogin')}
        </Button>
      </Box>
    </AuthScreen>
  );
}
