import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  emailInvalidMessage,
  fieldRequiredMessage,
  invalidValueMessage,
  locales,
  phoneInvalidMessage,
  referralRegistrationBodySchema,
  type ReferralRegistrationBody,
} from '@portal/shared/contracts';
import { errorStatus, toErrorMessage } from '@portal/shared/api';
import { currentLocale } from '@portal/shared/i18n';
import { useParams } from '@portal/shared/router';
import { usePublicReferral, useRegisterThroughReferral } from '../api/referral';

/** The shared rules answer with their German text; the page shows it in its own language. */
const messageKeys = new Map([
  [fieldRequiredMessage, 'fieldRequired'],
  [invalidValueMessage, 'invalidValue'],
  [emailInvalidMessage, 'emailInvalid'],
  [phoneInvalidMessage, 'phoneInvalid'],
] as const);

/**
 * `/register/{code}`: the public page a referral link opens (no sign-in). The client leaves name, e-mail, phone and
 * language; the API puts the client in the adviser's book and notifies the adviser.
 */
export default function RegistrationPage() {
  const { t } = useTranslation('shell');
  const code = useParams().code ?? '';
  const referral = usePublicReferral(code);
  const register = useRegisterThroughReferral(code);
  const {
    register: field,
    control,
    handleSubmit,
    formState,
  } = useForm<ReferralRegistrationBody>({
    resolver: zodResolver(referralRegistrationBodySchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', language: currentLocale() },
  });
  const message = (text: string | undefined) => {
    const key = text === undefined ? undefined : messageKeys.get(text as never);
    return key ? t(`registration.messages.${key}`) : text;
  };
  const onSubmit = handleSubmit((body) => register.mutate(body));

  const text = (name: 'first_name' | 'last_name' | 'email' | 'phone', type = 'text', autoComplete?: string) => {
    const { ref, ...rest } = field(name);
    return (
      <TextField
        {...rest}
        inputRef={ref}
        type={type}
        label={t(`registration.fields.${name}`)}
        autoComplete={autoComplete}
        required
        error={Boolean(formState.errors[name])}
        helperText={message(formState.errors[name]?.message)}
      />
    );
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mb: 1 }}>
        {t('registration.title')}
      </Typography>
      {referral.isPending && <Box aria-busy="true" sx={{ minHeight: 200 }} />}
      {referral.isError && (
        <Alert severity={errorStatus(referral.error) === 404 ? 'warning' : 'error'} sx={{ my: 2 }}>
          {errorStatus(referral.error) === 404 ? t('registration.notFound') : toErrorMessage(referral.error)}
        </Alert>
      )}
      {referral.data && register.isSuccess && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {register.data.message}
        </Alert>
      )}
      {referral.data && !register.isSuccess && (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <Typography color="text.secondary">
            {t('registration.intro', { adviser: referral.data.adviser_name, company: referral.data.company_name })}
          </Typography>
          {text('first_name', 'text', 'given-name')}
          {text('last_name', 'text', 'family-name')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
          <Controller
            control={control}
            name="language"
            render={({ field: language, fieldState }) => (
              <TextField
                select
                required
                label={t('registration.fields.language')}
                name={language.name}
                value={language.value}
                onChange={(event) => language.onChange(event.target.value)}
                onBlur={language.onBlur}
                inputRef={language.ref}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
              >
                {locales.map((locale) => (
                  <MenuItem key={locale} value={locale}>
                    {t(`registration.languages.${locale}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {register.isError && <Alert severity="error">{toErrorMessage(register.error)}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('registration.privacy', { company: referral.data.company_name })}
          </Typography>
          <Button type="submit" variant="contained" disabled={register.isPending}>
            {t('registration.submit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
