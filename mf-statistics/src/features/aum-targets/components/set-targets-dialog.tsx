import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  aumTargetInputSchema,
  setAumTargetsBodySchema,
  type AumTarget,
  type SetAumTargetsBody,
  type StatisticsQuery,
} from '@portal/shared/contracts';
import { toast } from '@portal/shared/ui/toast-store';
import { useSetAumTargets } from '../api/set-aum-targets';

export interface SetTargetsDialogProps {
  open: boolean;
  onClose: () => void;
  targets: AumTarget[];
  params: StatisticsQuery;
}

const MAX_TARGETS = 20;

/** Amounts are typed the Swiss way (1'000'000); anything that is no number becomes NaN, which the schema rejects. */
function parseAmount(value: string): number {
  const text = value.replace(/['’\s]/g, '');
  return text === '' ? Number.NaN : Number(text);
}

// The API's own schema, with the amount read from what was typed into the text field.
const formSchema = setAumTargetsBodySchema.extend({
  targets: z
    .array(aumTargetInputSchema.extend({ amount: z.string().transform(parseAmount).pipe(aumTargetInputSchema.shape.amount) }))
    .max(MAX_TARGETS),
});
type FormValues = z.input<typeof formSchema>;
const emptyTarget = { amount: '', target_date: '' };

export function SetTargetsDialog({ open, onClose, targets, params }: SetTargetsDialogProps) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const mutation = useSetAumTargets(params);

  // Targets already reached stay as they are; the adviser edits the open ones (or starts with an empty row).
  const openTargets = targets
    .filter((target) => target.achieved_at === null)
    .map(({ amount, target_date }) => ({ amount: String(amount), target_date }));

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, SetAumTargetsBody>({
    resolver: zodResolver(formSchema),
    defaultValues: { targets: openTargets.length > 0 ? openTargets : [emptyTarget] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'targets' });

  const submit = handleSubmit(async (body) => {
    await mutation.mutateAsync(body);
    toast.success(t('targets.dialog.success'));
    onClose();
  });

  return (
    <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <DialogTitle id={titleId}>{t('targets.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('targets.dialog.description', { currency: params.currency })}</DialogContentText>
          <Stack spacing={2}>
            {fields.map((field, index) => {
              const amountError = errors.targets?.[index]?.amount;
              const dateError = errors.targets?.[index]?.target_date;
              return (
                <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <TextField
                    label={t('targets.dialog.amount', { index: index + 1 })}
                    {...register(`targets.${index}.amount`)}
                    inputMode="decimal"
                    error={Boolean(amountError)}
                    helperText={amountError ? t('targets.dialog.invalid_value') : ' '}
                    fullWidth
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">{params.currency}</InputAdornment> },
                    }}
                  />
                  <TextField
                    label={t('targets.dialog.date', { index: index + 1 })}
                    type="date"
                    {...register(`targets.${index}.target_date`)}
                    error={Boolean(dateError)}
                    helperText={dateError ? t('targets.dialog.invalid_value') : ' '}
                    fullWidth
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <IconButton
                    aria-label={t('targets.dialog.remove', { index: index + 1 })}
                    onClick={() => remove(index)}
                    sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' }, mt: { sm: 1 } }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => append(emptyTarget)}
            disabled={fields.length >= MAX_TARGETS}
            sx={{ mt: 1 }}
          >
            {t('targets.dialog.add')}
          </Button>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('targets.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('targets.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
