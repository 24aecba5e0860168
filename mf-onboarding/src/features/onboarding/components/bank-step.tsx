import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveSuggestedBankBodySchema, type Custodian, type SaveSuggestedBankBody } from '@portal/shared/contracts';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useCustodians } from '../api/get-custodians';
import { useFieldMessage } from '../hooks/use-field-message';
import { StepActions } from './step-actions';

export type BankStepProps = {
  /** what is chosen now (draft or saved) */
  selected: string[];
  /** the banks the partner suggested for the client before */
  suggested: string[];
  onChange: (codes: string[]) => void;
  onSubmit: (codes: string[]) => void;
  onBack: () => void;
  pending: boolean;
  submitLabel: string;
};

/** Step 2: the custodian banks (`GET custodians`), the custom custodian marked, the partner's suggestions first. */
export function BankStep({ selected, suggested, onChange, onSubmit, onBack, pending, submitLabel }: BankStepProps) {
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage();
  const custodians = useCustodians();
  const { handleSubmit, setValue, formState } = useForm<SaveSuggestedBankBody>({
    resolver: zodResolver(saveSuggestedBankBodySchema),
    defaultValues: { bank_codes: selected },
  });
  const error = formState.errors.bank_codes?.message;

  const toggle = (code: string, on: boolean) => {
    const codes = on ? [...selected, code] : selected.filter((c) => c !== code);
    setValue('bank_codes', codes, { shouldValidate: formState.isSubmitted });
    onChange(codes);
  };

  const ordered: Custodian[] = custodians.data
    ? [...custodians.data].sort((a, b) => Number(suggested.includes(b.bank_code)) - Number(suggested.includes(a.bank_code)))
    : [];
  const customChosen = ordered.some((c) => c.custom_custodian && selected.includes(c.bank_code));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values.bank_codes))(event)}
      aria-labelledby="bank-title"
    >
      <Typography id="bank-title" variant="h6" component="h2">
        {t('bank.title')}
      </Typography>
      <Typography color="text.secondary">{t('bank.intro')}</Typography>
      {custodians.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : custodians.isError ? (
        <WidgetError onRetry={() => void custodians.refetch()} />
      ) : ordered.length === 0 ? (
        <Alert severity="info">{t('bank.empty')}</Alert>
      ) : (
        <FormControl component="fieldset" error={Boolean(error)} required>
          <FormLabel component="legend">{t('bank.banks')}</FormLabel>
          <FormGroup>
            {ordered.map((custodian) => (
              <FormControlLabel
                key={custodian.bank_code}
                control={
                  <Checkbox
                    checked={selected.includes(custodian.bank_code)}
                    onChange={(event) => toggle(custodian.bank_code, event.target.checked)}
                  />
                }
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{custodian.name}</span>
                    {suggested.includes(custodian.bank_code) && <Chip size="small" label={t('bank.suggested')} />}
                    {custodian.custom_custodian && <Chip size="small" color="secondary" variant="outlined" label={t('bank.custom')} />}
                  </Stack>
                }
              />
            ))}
          </FormGroup>
          {error && <FormHelperText>{message(error)}</FormHelperText>}
        </FormControl>
      )}
      {customChosen && <Alert severity="info">{t('bank.customInfo')}</Alert>}
      <StepActions onBack={onBack} pending={pending} submitLabel={submitLabel} />
    </Stack>
  );
}
