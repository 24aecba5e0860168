import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@portal/shared/i18n/react';

export type StepActionsProps = {
  onBack?: () => void;
  pending: boolean;
  /** the submit button's text: "Weiter" while nothing is saved, "Speichern und weiter" otherwise */
  submitLabel: string;
};

/** Back and the step's submit button; the submit is disabled while a save runs. */
export function StepActions({ onBack, pending, submitLabel }: StepActionsProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1, flexWrap: 'wrap-reverse' }}>
      <Button onClick={onBack} disabled={!onBack || pending}>
        {t('actions.back')}
      </Button>
      <Button type="submit" variant="contained" disabled={pending} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {pending ? t('actions.saving') : submitLabel}
      </Button>
    </Box>
  );
}
