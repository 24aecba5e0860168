// The dialog of "Empfehlungslink" (referral-button.tsx): a chunk of its own, with the form library and the fee rules.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { z } from 'zod';
import {
  clientEmailSchema,
  emailInvalidMessage,
  feeFormInputSchema,
  fieldRequiredMessage,
  invalidValueMessage,
  locales,
  type Locale,
  type ReferralBody,
  type ReferralResponse,
} from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { toast } from '@portal/shared/ui/toast-store';
import { useLocale } from '@portal/shared/ui/use-locale';
import { useCreateReferral, useSendReferralEmail } from '../api/referral';

type FormValues = { finders_fee_percentage: string; recurring_fee_percentage: string; language: Locale };
const referralFormSchema = feeFormInputSchema.extend({ language: z.enum(locales) });
const emailFormSchema = z.object({ email: clientEmailSchema });

/** The referral link's dialog: loaded when the adviser opens it (referral-button.tsx), not with the list. */
export default function ReferralDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const create = useCreateReferral();
  const referral = create.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="referral-title" fullWidth maxWidth="sm">
      <DialogTitle id="referral-title">{t('referral.title')}</DialogTitle>
      {referral ? (
        <ReferralLink referral={referral} onClose={onClose} />
      ) : (
        <ReferralForm language={locale} pending={create.isPending} onSubmit={(body) => create.mutate(body)} onClose={onClose} />
      )}
    </Dialog>
  );
}

function useMessage() {
  const { t } = useTranslation('clients');
  const keys = new Map([
    [fieldRequiredMessage, 'referral.messages.fieldRequired'],
    [invalidValueMessage, 'referral.messages.invalidValue'],
    [emailInvalidMessage, 'referral.messages.emailInvalid'],
  ] as const);
  return (text: string | undefined) => {
    const key = text === undefined ? undefined : keys.get(text as never);
    return key ? t(key) : text;
  };
}

function ReferralForm({
  language,
  pending,
  onSubmit,
  onClose,
}: {
  language: Locale;
  pending: boolean;
  onSubmit: (body: ReferralBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('clients');
  const { t: common } = useTranslation('common');
  const message = useMessage();
  const { register, control, handleSubmit, formState } = useForm<FormValues, unknown, ReferralBody>({
    // the fields hold the typed strings; the schema turns them into the percentages (or the fee's message)
    resolver: zodResolver(referralFormSchema) as unknown as Resolver<FormValues, unknown, ReferralBody>,
    defaultValues: { finders_fee_percentage: '', recurring_fee_percentage: '', language },
  });
  const { errors } = formState;
  const percent = (name: 'finders_fee_percentage' | 'recurring_fee_percentage', required: boolean) => {
    const { ref, ...field } = register(name);
    return (
      <TextField
        {...field}
        inputRef={ref}
        label={name === 'recurring_fee_percentage' ? common('fees.recurringFee') : t(`referral.fields.${name}`)}
        required={required}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors[name])}
        helperText={message(errors[name]?.message) ?? t(`referral.hints.${name}`)}
      />
    );
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('referral.intro')}</DialogContentText>
        {percent('finders_fee_percentage', true)}
        {percent('recurring_fee_percentage', false)}
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <TextField
              select
              label={t('referral.fields.language')}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              helperText={t('referral.hints.language')}
            >
              {locales.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`referral.languages.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('referral.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('referral.create')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function ReferralLink({ referral, onClose }: { referral: ReferralResponse; onClose: () => void }) {
  const { t } = useTranslation('clients');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const message = useMessage();
  const send = useSendReferralEmail();
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });
  const { ref, ...emailField } = register('email');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referral.referral_url);
      toast.success(t('referral.copied'));
    } catch {
      // a browser that does not let the page write the clipboard: the field is selected for a manual copy
      toast.error(t('referral.copyFailed'));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ email }) =>
        send.mutate(
          { referral_code: referral.code, email },
          {
            onSuccess: () => {
              toast.success(common('toast.operationSuccessful'));
              reset();
            },
          },
        ),
      )}
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">{t('referral.made', { date: formatDate(referral.expires_at, 'dmy', { locale }) })}</Alert>
        <TextField
          label={t('referral.fields.link')}
          value={referral.referral_url}
          slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
          helperText={t('referral.code', { code: referral.code })}
        />
        <Box>
          <Button onClick={() => void copy()}>{t('referral.copy')}</Button>
        </Box>
        <TextField
          {...emailField}
          inputRef={ref}
          type="email"
          label={t('referral.fields.email')}
          error={Boolean(formState.errors.email)}
          helperText={message(formState.errors.email?.message)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('referral.close')}</Button>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {t('referral.send')}
        </Button>
      </DialogActions>
    </Box>
  );
}
