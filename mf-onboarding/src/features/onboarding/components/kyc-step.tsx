import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { kycAnswersSchema, kycOptions, type KycAnswers } from '@portal/shared/contracts';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useKyc, useSaveKyc } from '../api/questionnaires';
import { useFieldMessage } from '../hooks/use-field-message';
import { applyServerErrors } from '../hooks/use-server-errors';
import { CheckboxQuestion, RadioQuestion } from './choice-fields';
import { StepActions } from './step-actions';

/** The form's values: questions not answered yet are null or empty. */
export type KycFormValues = {
  regulatory_questions: { early_withdrawal: boolean | null; account_usage: string[] };
  aml_questions: { industries: string[]; yearly_gross_income: string; source_of_wealth: string[]; politically_exposed: boolean | null };
};

const emptyKyc: KycFormValues = {
  regulatory_questions: { early_withdrawal: null, account_usage: [] },
  aml_questions: { industries: [], yearly_gross_income: '', source_of_wealth: [], politically_exposed: null },
};

export type KycStepProps = {
  clientId: number;
  draft: Record<string, unknown> | undefined;
  onChange: (values: KycFormValues) => void;
  onSaved: () => void;
  onBack?: () => void;
  submitLabel: string;
};

/** The KYC step: the regulatory and AML questions (`hbl_kyc`), every one required, account usage by its rule (docs/onboarding.md). */
export function KycStep({ clientId, draft, ...props }: KycStepProps) {
  const kyc = useKyc(clientId);
  if (kyc.isPending) return <LoadingSkeleton rows={4} />;
  if (kyc.isError) return <WidgetError onRetry={() => void kyc.refetch()} />;
  const initial = (draft as KycFormValues | undefined) ?? kyc.data.answers ?? emptyKyc;
  return <KycForm clientId={clientId} initial={initial} {...props} />;
}

function KycForm({ clientId, initial, onChange, onSaved, onBack, submitLabel }: Omit<KycStepProps, 'draft'> & { initial: KycFormValues }) {
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage();
  const save = useSaveKyc(clientId);
  const { control, handleSubmit, watch, setError } = useForm<KycFormValues, unknown, KycAnswers>({
    resolver: zodResolver(kycAnswersSchema) as unknown as Resolver<KycFormValues, unknown, KycAnswers>,
    defaultValues: initial,
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; watch(callback) is React Hook Form's subscription, unsubscribed below
    const subscription = watch((values) => onChange(values as KycFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const yesNo = [
    { value: 'true', label: t('personal.yes') },
    { value: 'false', label: t('personal.no') },
  ];
  const options = <K extends keyof typeof kycOptions>(question: K) =>
    kycOptions[question].map((value) => ({ value, label: t(`kyc.options.${question}.${value}` as `kyc.options.industries.finance`) }));

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-labelledby="kyc-title"
      onSubmit={(event) =>
        void handleSubmit((answers) =>
          save.mutate(answers, { onSuccess: onSaved, onError: (error) => applyServerErrors(error, setError) }),
        )(event)
      }
    >
      <Typography id="kyc-title" variant="h6" component="h2">
        {t('kyc.title')}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('kyc.regulatory')}
      </Typography>
      <Controller
        control={control}
        name="regulatory_questions.early_withdrawal"
        render={({ field, fieldState }) => (
          <RadioQuestion
            row
            label={t('kyc.questions.early_withdrawal')}
            options={yesNo}
            value={field.value === null ? '' : String(field.value)}
            onChange={(value) => field.onChange(value === 'true')}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="regulatory_questions.account_usage"
        render={({ field, fieldState }) => (
          <CheckboxQuestion
            label={t('kyc.questions.account_usage')}
            options={options('account_usage')}
            value={field.value}
            onChange={field.onChange}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('kyc.aml')}
      </Typography>
      <Controller
        control={control}
        name="aml_questions.industries"
        render={({ field, fieldState }) => (
          <CheckboxQuestion
            label={t('kyc.questions.industries')}
            options={options('industries')}
            value={field.value}
            onChange={field.onChange}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="aml_questions.yearly_gross_income"
        render={({ field, fieldState }) => (
          <RadioQuestion
            label={t('kyc.questions.yearly_gross_income')}
            options={options('yearly_gross_income')}
            value={field.value}
            onChange={field.onChange}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="aml_questions.source_of_wealth"
        render={({ field, fieldState }) => (
          <CheckboxQuestion
            label={t('kyc.questions.source_of_wealth')}
            options={options('source_of_wealth')}
            value={field.value}
            onChange={field.onChange}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="aml_questions.politically_exposed"
        render={({ field, fieldState }) => (
          <RadioQuestion
            row
            label={t('kyc.questions.politically_exposed')}
            options={yesNo}
            value={field.value === null ? '' : String(field.value)}
            onChange={(value) => field.onChange(value === 'true')}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <StepActions onBack={onBack} pending={save.isPending} submitLabel={submitLabel} />
    </Stack>
  );
}
