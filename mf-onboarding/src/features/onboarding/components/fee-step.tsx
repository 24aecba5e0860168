import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { feeFormInputSchema, type FeeStructureInput } from '@portal/shared/contracts';
import { useFieldMessage } from '../hooks/use-field-message';
import type { WizardDraft } from '../hooks/use-wizard-draft';
import { StepActions } from './step-actions';

export type FeeFormValues = NonNullable<WizardDraft['fee']>;

export const feeFormValuesOf = (
  fee: { finders_fee_percentage: number | null; recurring_fee_percentage: number | null } | null | undefined,
): FeeFormValues => ({
  finders_fee_percentage: fee?.finders_fee_percentage == null ? '' : String(fee.finders_fee_percentage),
  recurring_fee_percentage: fee?.recurring_fee_percentage == null ? '' : String(fee.recurring_fee_percentage),
});

export type FeeStepProps = {
  initial: FeeFormValues;
  onChange: (values: FeeFormValues) => void;
  onSubmit: (fee: FeeStructureInput) => void;
  pending: boolean;
  submitLabel: string;
};

/** Step 1: the finders fee (one-time) and the recurring fee (monthly), in percent. */
export function FeeStep({ initial, onChange, onSubmit, pending, submitLabel }: FeeStepProps) {
  const { t } = useTranslation('onboarding');
  const { t: common } = useTranslation('common');
  const message = useFieldMessage();
  const { register, handleSubmit, watch, formState } = useForm<FeeFormValues, unknown, FeeStructureInput>({
    // the form holds the typed strings; the schema turns them into numbers
    resolver: zodResolver(feeFormInputSchema) as unknown as Resolver<FeeFormValues, unknown, FeeStructureInput>,
    defaultValues: initial,
  });

  // every keystroke goes to the draft, so that a reload keeps it
  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; watch(callback) is React Hook Form's subscription, unsubscribed below
    const subscription = watch((values) =>
      onChange({
        finders_fee_percentage: values.finders_fee_percentage ?? '',
        recurring_fee_percentage: values.recurring_fee_percentage ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const { errors } = formState;
  const { ref: findersRef, ...finders } = register('finders_fee_percentage');
  const { ref: recurringRef, ...recurring } = register('recurring_fee_percentage');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-labelledby="fee-title">
      <Typography id="fee-title" variant="h6" component="h2">
        {t('fee.title')}
      </Typography>
      <Typography color="text.secondary">
        {t('fee.intro')} {common('fees.recurringFeeRule')}
      </Typography>
      <TextField
        {...finders}
        inputRef={findersRef}
        label={t('fee.findersFee')}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors.finders_fee_percentage)}
        helperText={message(errors.finders_fee_percentage?.message) ?? t('fee.findersHint')}
      />
      <TextField
        {...recurring}
        inputRef={recurringRef}
        label={common('fees.recurringFee')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors.recurring_fee_percentage)}
        helperText={message(errors.recurring_fee_percentage?.message) ?? t('fee.recurringHint')}
      />
      <StepActions pending={pending} submitLabel={submitLabel} />
    </Stack>
  );
}
