import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '@portal/shared/router';
import { rememberLocale } from '@portal/shared/i18n';
import { useSession } from '@portal/shared/session';
import { paths, safeRedirectTarget } from '../../../lib/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { useLogin } from '../api/login-request';
import { useFieldMessage } from '../hooks/use-field-message';
import { useLoginForm } from '../login-form';
import { AuthError } from './auth-error';
import { AuthScreen } from './auth-screen';
import { FormTextField } from './form-text-field';

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  // without a target, home in the language of the sign-in page (/fr/login leads to /fr/)
  const redirectTo = safeRedirectTarget(searchParams.get('redirectTo'), localePath(paths.home));
  const signedIn = useSession((state) => Boolean(state.partnerUser));
  const login = useLogin();
  const form = useLoginForm(async (values) => {
    const result = await login.mutateAsync(values).catch(() => null);
    if (!result) return;
    if (result.status === '2fa_required') {
      // Loaded here: it validates with zod, which the login page itself does without.
      const { savePendingTwoFactor } = await import('../pending-two-factor');
      savePendingTwoFactor({
        temp_token: result.temp_token,
        email: values.email,
        remember_device: values.remember_device,
        redirectTo,
      });
      void navigate(paths.twoFactor);
      return;
    }
    useSession.getState().signIn(result);
    rememberLocale(result.partner_user.language);
    void navigate(redirectTo, { replace: true });
  });

  const { register, errors } = form;
  const onSubmit = form.handleSubmit;

  // Arriving here signed in (a bookmark, the back button) leads where the user was going.
  if (signedIn && !login.isPending && !login.isSuccess) return <Navigate replace to={redirectTo} />;

  return (
    <AuthScreen title={t('login.title')} subtitle={t('login.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <AuthError error={login.error} />
        <FormTextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          field={register('email')}
          error={fieldMessage(errors.email?.message)}
        />
        <FormTextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          field={register('password')}
          error={fieldMessage(errors.password?.message)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={form.rememberDevice} onChange={(event) => form.setRememberDevice(event.target.checked)} />}
            label={t('login.rememberDevice')}
          />
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting || login.isPending}>
          {t('login.submit')}
        </Button>
      </Box>
    </AuthScreen>
  );
}
