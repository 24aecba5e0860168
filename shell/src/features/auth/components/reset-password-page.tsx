import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink, useNavigate, useSearchParams } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/auth-mutations';
import { useResetLinkCheck } from '../api/check-reset-link';
import { FormTextField } from './form-text-field';
import { useFieldMessage } from '../hooks/use-field-message';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../schemas';

/**
 * `/reset-password` (a partner user, from the forgot-password mail) and `/user-reset-password` (a user
 * invited by the back office setting a first password): the same form, both end on /password-changed.
 */
export default function ResetPasswordPage({ variant }: { variant: 'partner' | 'user' }) {
  const { t } = useTranslation('shell');
  const fieldMessage = useFieldMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const link = useResetLinkCheck(token);
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    const result = await reset.mutateAsync({ token, ...values }).catch(() => null);
    if (result) void navigate(paths.passwordChanged, { replace: true });
  });

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mb: 1 }}>
        {t(variant === 'partner' ? 'resetPassword.title' : 'resetPassword.userTitle')}
      </Typography>
      {!token ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {t('resetPassword.missingToken')}
        </Alert>
      ) : link.isPending ? (
        <Box aria-busy="true" sx={{ minHeight: 160 }} />
      ) : link.isError ? (
        <Box sx={{ my: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
          {/* the server's message in the page's language: the link was used or has expired */}
          <Alert severity="error" sx={{ width: '100%' }}>
            {link.error.message}
          </Alert>
          {variant === 'partner' && (
            <Button component={RouterLink} to={paths.forgotPassword} variant="contained">
              {t('resetPassword.requestNew')}
            </Button>
          )}
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <Typography color="text.secondary">{t('resetPassword.rule')}</Typography>
          <FormTextField
            label={t('resetPassword.password')}
            type="password"
            autoComplete="new-password"
            field={register('password')}
            error={fieldMessage(formState.errors.password?.message)}
          />
          <FormTextField
            label={t('resetPassword.confirmation')}
            type="password"
            autoComplete="new-password"
            field={register('password_confirmation')}
            error={fieldMessage(formState.errors.password_confirmation?.message)}
          />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || reset.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Box>
      )}
      {variant === 'partner' && (
        <Link component={RouterLink} to={paths.login} sx={{ display: 'inline-block', mt: 2 }}>
          {t('common.backToLogin')}
        </Link>
      )}
    </Box>
  );
}
