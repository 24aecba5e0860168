import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
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
 * marked as the current page. On a phone the steps wrap into rows (no sideways scrolling, docs/screens-and-layout.md);
 * from the sm breakpoint on they stand in one line, scrolling sideways only if they cannot fit.
 */
export function WizardStepper({ steps, current, canOpen, onOpen }: WizardStepperProps) {
  const { t } = useTranslation('onboarding');
  const activeIndex = steps.findIndex((entry) => entry.step === current);
  return (
    <Box
      component="nav"
      aria-label={t('page.stepOf', { current: activeIndex + 1, total: steps.length })}
      sx={{ overflowX: { xs: 'visible', sm: 'auto' }, pb: 1 }}
    >
      <Stepper
        nonLinear
        alternativeLabel
        activeStep={activeIndex}
        sx={{
          minWidth: { xs: 0, sm: steps.length * 104 },
          display: { xs: 'grid', sm: 'flex' },
          // three steps a row; a long name wraps between its words inside its own column
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          rowGap: 2,
          '& .MuiStep-root': { minWidth: 0, px: { xs: 0.5, sm: 1 } },
          // MUI's step button reaches 16 px past its step on each side: inside the step's own column on a phone
          '& .MuiStepButton-root': { mx: { xs: 0, sm: -2 }, px: { xs: 0, sm: 2 } },
          // the lines between the steps only make sense in one row
          '& .MuiStepConnector-root': { display: { xs: 'none', sm: 'block' } },
        }}
      >
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
