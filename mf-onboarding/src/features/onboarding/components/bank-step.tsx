import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { bankChoiceSchema, choosesOwnCustodian, type Custodian, type SaveSuggestedBankBody } from '@portal/shared/contracts';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useCustodians } from '../api/get-custodians';
import { useFieldMessage } from '../hooks/use-field-message';
import { StepActions } from './step-actions';

export type BankStepProps = {
  /** what is chosen now (draft or saved) */
  selected: string[];
  /** the name of the client's own custodian bank (draft or saved), asked for when the custom custodian is chosen */
  ownCustodianName: string;
  onOwnCustodianNameChange: (name: string) => void;
  /** the banks the partner suggested for the client before */
  suggested: string[];
  onChange: (codes: string[]) => void;
  onSubmit: (choice: SaveSuggestedBankBody) => void;
  onBack: () => void;
  pending: boolean;
  submitLabel: string;
};

/**
 * Step 2: the custodian banks (`GET custodians`), the custom custodian marked, the partner's suggestions first; with the
 * custom custodian, the name of the client's own bank (required then, docs/onboarding.md).
 */
export function BankStep(props: BankStepProps) {
  const { selected, suggested, ownCustodianName, onChange, onOwnCustodianNameChange, onSubmit, onBack, pending, submitLabel } = props;
  const { t } = useTranslation('onboarding');
  const message = useFieldMessage();
  const custodians = useCustodians();
  // the rule of the own bank's name needs the loaded custodians: the resolver reads them when the form validates
  const loaded = useRef<readonly Custodian[]>([]);
  useEffect(() => {
    loaded.current = custodians.data ?? [];
  }, [custodians.data]);
  const { handleSubmit, setValue, register, formState } = useForm<SaveSuggestedBankBody>({
    resolver: (values, context, options) => zodResolver(bankChoiceSchema(loaded.current))(values, context, options),
    defaultValues: { bank_codes: selected, own_custodian_name: ownCustodianName },
  });
  const error = formState.errors.bank_codes?.message;
  const nameError = formState.errors.own_custodian_name?.message;
  const nameField = register('own_custodian_name', {
    onChange: (event: { target: { value: string } }) => onOwnCustodianNameChange(event.target.value),
  });

  const toggle = (code: string, on: boolean) => {
    const codes = on ? [...selected, code] : selected.filter((c) => c !== code);
    setValue('bank_codes', codes, { shouldValidate: formState.isSubmitted });
    onChange(codes);
  };

  const ordered: Custodian[] = custodians.data
    ? [...custodians.data].sort((a, b) => Number(suggested.includes(b.bank_code)) - Number(suggested.includes(a.bank_code)))
    : [];
  const customChosen = choosesOwnCustodian(selected, ordered);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
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
                    <span>{custodian.custom_custodian ? t('custodianKinds.own', { ns: 'common' }) : custodian.name}</span>
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
      {customChosen && (
        <>
          <TextField
            {...nameField}
            label={t('bank.ownCustodianName')}
            required
            slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
            error={Boolean(nameError)}
            helperText={message(nameError) ?? t('bank.ownCustodianNameHint')}
          />
          <Alert severity="info">{t('bank.customInfo')}</Alert>
        </>
      )}
      <StepActions onBack={onBack} pending={pending} submitLabel={submitLabel} />
    </Stack>
  );
}
