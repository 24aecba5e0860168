import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OnboardingStep, OnboardingStepState } from '@portal/shared/contracts';

/** The steps whose data the adviser neither types nor uploads in this page. */
export type StatusStep = Exclude<
  OnboardingStep,
  | 'feeStep'
  | 'chooseBankStep'
  | 'personalDataStep'
  | 'kycStep'
  | 'investorProfileStep'
  | 'clientIDStep'
  | 'clientCertifiedIDStep'
  | 'signDocumentsStep'
>;

export type StepStatusProps = {
  step: StatusStep;
  state: OnboardingStepState;
  onBack?: () => void;
  onNext?: () => void;
};

/** A step the client completes on their side: what it asks for and where it stands, as the API reports it. */
export function StepStatus({ step, state, onBack, onNext }: StepStatusProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack spacing={2} aria-labelledby="status-title">
      <Typography id="status-title" variant="h6" component="h2">
        {t(`steps.${step}`)}
      </Typography>
      <Typography color="text.secondary">{t(`stepInfo.${step}`)}</Typography>
      <StepStateActions state={state} onBack={onBack} onNext={onNext} />
    </Stack>
  );
}

/** Where a step that is not submitted as a form stands, with back and next (next once the step is completed). */
export function StepStateActions({ state, onBack, onNext }: Pick<StepStatusProps, 'state' | 'onBack' | 'onNext'>) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <Alert severity={state === 'completed' ? 'success' : 'info'}>{t(`stepStateText.${state}`)}</Alert>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button onClick={onBack} disabled={!onBack}>
          {t('actions.back')}
        </Button>
        <Button variant="contained" onClick={onNext} disabled={!onNext || state !== 'completed'}>
          {t('actions.next')}
        </Button>
      </Box>
    </>
  );
}
