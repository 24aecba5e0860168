import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  investorProfileAnswersSchema,
  investorProfileQuestionIds,
  investorProfileQuestions,
  type InvestorProfileAnswers,
  type InvestorProfileResponse,
} from '@portal/shared/contracts';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useInvestorProfile, useSaveInvestorProfile } from '../api/questionnaires';
import { useFieldMessage } from '../hooks/use-field-message';
import { applyServerErrors } from '../hooks/use-server-errors';
import { RadioQuestion } from './choice-fields';
import { StepActions } from './step-actions';

export type InvestorProfileFormValues = Record<keyof InvestorProfileAnswers, string>;
const emptyProfile = Object.fromEntries(investorProfileQuestionIds.map((id) => [id, ''])) as InvestorProfileFormValues;

export type InvestorProfileStepProps = {
  clientId: number;
  draft: Record<string, unknown> | undefined;
  onChange: (values: InvestorProfileFormValues) => void;
  onSaved: () => void;
  onNext?: () => void;
  onBack?: () => void;
  submitLabel: string;
};

/** The investor profile: five questions whose answers give a risk score and the strategies that match it. */
export function InvestorProfileStep({ clientId, draft, ...props }: InvestorProfileStepProps) {
  const profile = useInvestorProfile(clientId);
  if (profile.isPending) return <LoadingSkeleton rows={4} />;
  if (profile.isError) return <WidgetError onRetry={() => void profile.refetch()} />;
  const initial = (draft as InvestorProfileFormValues | undefined) ?? profile.data.answers ?? emptyProfile;
  return <ProfileForm clientId={clientId} initial={initial} saved={profile.data} {...props} />;
}

function ProfileForm({
  clientId,
  initial,
  saved,
  onChange,
  onSaved,
  onNext,
  onBack,
  submitLabel,
}: Omit<InvestorProfileStepProps, 'draft'> & { initial: InvestorProfileFormValues; saved: InvestorProfileResponse }) {
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage();
  const save = useSaveInvestorProfile(clientId);
  const [result, setResult] = useState<InvestorProfileResponse | null>(null);
  const { control, handleSubmit, watch, setError } = useForm<InvestorProfileFormValues, unknown, InvestorProfileAnswers>({
    resolver: zodResolver(investorProfileAnswersSchema) as unknown as Resolver<InvestorProfileFormValues, unknown, InvestorProfileAnswers>,
    defaultValues: initial,
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; watch(callback) is React Hook Form's subscription, unsubscribed below
    const subscription = watch((values) => onChange(values as InvestorProfileFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const shown = result ?? (saved.risk_score !== null ? saved : null);
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-labelledby="profile-title"
      onSubmit={(event) =>
        void handleSubmit((answers) =>
          save.mutate(answers, {
            onSuccess: (response) => {
              setResult(response);
              onSaved();
            },
            onError: (error) => applyServerErrors(error, setError),
          }),
        )(event)
      }
    >
      <Typography id="profile-title" variant="h6" component="h2">
        {t('profile.title')}
      </Typography>
      {investorProfileQuestionIds.map((question) => (
        <Controller
          key={question}
          control={control}
          name={question}
          render={({ field, fieldState }) => (
            <RadioQuestion
              label={t(`profile.questions.${question}`)}
              options={investorProfileQuestions[question].map((value) => ({
                value,
                label: t(`profile.options.${question}.${value}` as 'profile.options.experience.none'),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error?.message)}
            />
          )}
        />
      ))}
      {shown && shown.risk_score !== null && (
        <Alert severity="success" role="status">
          <Typography sx={{ fontWeight: 600 }}>{t('profile.result', { score: shown.risk_score, level: shown.risk_level })}</Typography>
          {shown.proposed_strategies.length === 0 ? (
            <Typography>{t('profile.noStrategies')}</Typography>
          ) : (
            <>
              <Typography>{t('profile.proposed')}</Typography>
              <List dense aria-label={t('profile.proposed')}>
                {shown.proposed_strategies.map((strategy) => (
                  <ListItem key={strategy.id} disableGutters>
                    <ListItemText primary={strategy.name} secondary={t('profile.riskLevel', { level: strategy.risk_level })} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <StepActions onBack={onBack} pending={save.isPending} submitLabel={result ? t('profile.saveAgain') : submitLabel} />
      {result && onNext && (
        <Button variant="outlined" onClick={onNext} sx={{ alignSelf: 'flex-end' }}>
          {t('actions.next')}
        </Button>
      )}
    </Stack>
  );
}
