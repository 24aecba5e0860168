import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@portal/shared/i18n/react';
import { isFilledStepState, type OnboardingStepState } from '@portal/shared/contracts';

export type StepStatusProps = {
  state: OnboardingStepState;
  onBack?: () => void;
  onNext?: () => void;
};

/** Where a step that is not submitted as a form stands, with back and next (next once the step is filled). */
export function StepStateActions({ state, onBack, onNext }: StepStatusProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <Alert severity={state === 'completed' ? 'success' : 'info'}>{t(`stepStateText.${state}`)}</Alert>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button onClick={onBack} disabled={!onBack}>
          {t('actions.back')}
        </Button>
        <Button variant="contained" onClick={onNext} disabled={!onNext || !isFilledStepState(state)}>
          {t('actions.next')}
        </Button>
      </Box>
    </>
  );
}
