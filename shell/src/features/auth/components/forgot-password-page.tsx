import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink } from '@portal/shared/router';
import { currentLocale } from '@portal/shared/i18n';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/auth-mutations';
import { FormTextField } from './form-text-field';
import { useFieldMessage } from '../hooks/use-field-message';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '../schemas';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const fieldMessage = useFieldMessage();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    await request.mutateAsync({ email, locale: currentLocale() }).catch(() => null);
  });

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mb: 1 }}>
        {t('forgotPassword.title')}
      </Typography>
      {request.isSuccess ? (
        // The same answer whether or not the address exists: the server's message says so.
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {request.data.message}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <Typography color="text.secondary">{t('forgotPassword.description')}</Typography>
          <FormTextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            field={register('email')}
            error={fieldMessage(formState.errors.email?.message)}
          />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || request.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to={paths.login} sx={{ display: 'inline-block', mt: 2 }}>
        {t('common.backToLogin')}
      </Link>
    </Box>
  );
}
