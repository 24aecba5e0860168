import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TimelapseIcon from '@mui/icons-material/Timelapse';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { onboardingProgressValues, type ClientDetail } from '@portal/shared/contracts';
import { SectionCard } from '../../../components/section-card';

const icons = {
  completed: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  client_to_complete: <PersonOutlineOutlinedIcon fontSize="small" color="info" aria-hidden />,
  in_progress: <TimelapseIcon fontSize="small" color="warning" aria-hidden />,
  not_started: <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />,
};

/** Where the client stands (docs/clients.md label) and the state of each wizard step. */
export function OnboardingProgress({ client }: { client: ClientDetail }) {
  const { t } = useTranslation('clients');
  const reached = onboardingProgressValues.indexOf(client.onboarding_progress) + 1;
  const percent = Math.round((reached / onboardingProgressValues.length) * 100);
  return (
    <SectionCard title={t('detail.onboarding.title')}>
      <Box>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {t(`progress.${client.onboarding_progress}`)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('detail.onboarding.progressLabel', { reached, total: onboardingProgressValues.length })}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box component="ol" aria-label={t('detail.onboarding.steps')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {client.onboarding_steps.map(({ step, state }) => (
          <Box component="li" key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {icons[state]}
            <Typography variant="body2" sx={{ flex: 1 }}>
              {t(`detail.onboarding.stepNames.${step}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`detail.onboarding.states.${state}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
