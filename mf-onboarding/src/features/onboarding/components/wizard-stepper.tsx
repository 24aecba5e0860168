import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OnboardingStep, OnboardingStepState } from '@portal/shared/contracts';

export type WizardStepperProps = {
  steps: { step: OnboardingStep; state: OnboardingStepState }[];
  current: OnboardingStep;
  /** the steps the adviser may open: every filled one and the first open one */
  canOpen: (step: OnboardingStep) => boolean;
  onOpen: (step: OnboardingStep) => void;
};

/**
 * Every step of the client's sequence with its state (not started, in progress, to be completed by the client,
 * completed: only a completed step gets the check mark); the one shown is
 * marked as the current page. Scrolls sideways on a phone rather than squeezing the labels.
 */
export function WizardStepper({ steps, current, canOpen, onOpen }: WizardStepperProps) {
  const { t } = useTranslation('onboarding');
  const activeIndex = steps.findIndex((entry) => entry.step === current);
  return (
    <Box component="nav" aria-label={t('page.stepOf', { current: activeIndex + 1, total: steps.length })} sx={{ overflowX: 'auto', pb: 1 }}>
      <Stepper nonLinear alternativeLabel activeStep={activeIndex} sx={{ minWidth: steps.length * 104 }}>
        {steps.map(({ step, state }) => (
          <Step key={step} completed={state === 'completed'}>
            <StepButton
              onClick={() => onOpen(step)}
              disabled={!canOpen(step)}
              aria-current={step === current ? 'step' : undefined}
              optional={
                <Typography
                  variant="caption"
                  color={state === 'completed' ? 'success.main' : state === 'in_progress' ? 'primary' : 'text.secondary'}
                >
                  {t(`stepState.${state}`)}
                </Typography>
              }
            >
              {t(`steps.${step}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
